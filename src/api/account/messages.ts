/**
 * What the account endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const accountMessages = {
  currentPasswordWrong: 'The current password is incorrect!',
  passwordWrong: 'The password is incorrect!',
  samePassword: 'The new password is the same as the current one: choose another.',
  demoAccountLocked: 'Demo accounts cannot be changed.',
  languageUnknown: 'Send {language: "en"}, {language: "es"} or {language: "hi"}.',
} as const
