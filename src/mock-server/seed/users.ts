/** The two demo accounts (PRODUCT.md, "Seed users"); passwords are hashed when the store is seeded. */
export const seedUsers = [
  { firstName: 'Alex', lastName: 'Carter', email: 'alex@gambit.dev', password: 'alex-pass-123' },
  { firstName: 'Guest', lastName: 'Player', email: 'guest@gambit.dev', password: 'guest-pass-123' },
] as const
