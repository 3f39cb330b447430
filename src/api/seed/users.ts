import type { UserRole } from '@/shared/entities'
import type { PasswordHash } from '../auth/passwords'

/**
 * The two demo accounts (docs/product.md, "Accounts"; their passwords are in the README). They are
 * stored pre-hashed, as any account is, so a fresh worker does not spend 200,000 PBKDF2 rounds
 * before its first answer. Regenerate with scripts/hash-password.mjs.
 */
export const seedUsers: {
  firstName: string
  lastName: string
  email: string
  password: PasswordHash
  role?: UserRole
}[] = [
  {
    firstName: 'Alex',
    lastName: 'Carter',
    email: 'alex@gambit.dev',
    // The demo data's curator (docs/product.md, "Curators grow the catalogue").
    role: 'curator',
    password: {
      salt: '/kP8h4QIxwQoe4IzuA7Cow==',
      hash: 'Nt+moQhhwlTLgvdTfLO9MjVvmZbFdRJnijbd5WbMptw=',
      iterations: 100000,
    },
  },
  {
    firstName: 'Guest',
    lastName: 'Player',
    email: 'guest@gambit.dev',
    password: {
      salt: 'WXywvpk2o3DsQ0TAdc9oyQ==',
      hash: 'rPh6UAIxP8elv6gVGtXZ+2q7fVNt6hhMq8klVq6Cnuw=',
      iterations: 100000,
    },
  },
]
