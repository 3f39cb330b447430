/**
 * Rate limits on logging in and signing up (docs/api.md, "Rate limits"): the Node server's,
 * counted in its database so that they hold across instances. The in-browser back end serves
 * one browser and has none.
 */
export type SignInAttempt =
  { kind: 'login'; email: string; address: string } | { kind: 'signup'; address: string }

export interface SignInLimits {
  /** Refuses (429, with the seconds to wait) an attempt that must wait; else resolves. */
  check(attempt: SignInAttempt): Promise<void>
  /** Counts a failed login, or a signup. A successful login is never counted. */
  count(attempt: SignInAttempt): Promise<void>
}
