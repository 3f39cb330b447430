/** The demo accounts' logins (README), as the tests type them. */
export const ALEX = { email: 'alex@gambit.dev', password: 'alex-pass-123' }
export const GUEST = { email: 'guest@gambit.dev', password: 'guest-pass-123' }
