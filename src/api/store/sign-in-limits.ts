import { DomainError, type Refusal } from '../refusals'

/**
 * Rate limits on logging in, signing up and joining a class by code (docs/api.md, "Rate
 * limits"): the Node server's, counted in its database so that they hold across instances. The
 * in-browser back end serves one browser and has none.
 */
export type SignInAttempt =
  | { kind: 'login'; email: string; address: string }
  | { kind: 'signup'; address: string }
  | { kind: 'join'; userId: string; address: string }

export interface SignInLimits {
  /**
   * Counts the attempt before anything is checked, in one atomic step with the check of its
   * limits, so that many attempts at once cannot all pass a count none of them has raised yet
   * (docs/decisions/022). Refuses (429, with the seconds to wait) an attempt over a limit of
   * failures, and then counts nothing; an attempt behind others still being checked waits for
   * them. A login or a join is pending until its check ends: `succeeded` takes its count back
   * (the right password, a real code), `failed` keeps it as a failure. A signup always counts.
   */
  take(attempt: SignInAttempt): Promise<{
    succeeded: () => Promise<void>
    failed: () => Promise<void>
  }>
}

/**
 * Runs `work` as a counted attempt: it counts as a failure when it fails with one of `guesses`
 * (a wrong password, a code that matches nothing); otherwise its count is taken back.
 */
export async function asCountedAttempt<T>(
  limits: SignInLimits | undefined,
  attempt: SignInAttempt,
  guesses: Refusal[],
  work: () => Promise<T>,
): Promise<T> {
  const counted = await limits?.take(attempt)
  try {
    const result = await work()
    await counted?.succeeded()
    return result
  } catch (error) {
    const guessed = error instanceof DomainError && guesses.includes(error.refusal)
    await (guessed ? counted?.failed() : counted?.succeeded())
    throw error
  }
}
