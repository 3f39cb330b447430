/**
 * What the auth endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const authMessages = {
  emailExists: 'Unprocessable Entity. Email Already Exists.',
  wrongPassword: 'The credentials you entered are invalid. Unauthorized access error.',
  invalidToken: 'The token is invalid. Unauthorized access error.',
  demoAccountsOff: 'Demo accounts are turned off on this server.',
} as const
