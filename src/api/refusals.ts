/**
 * Why the domain refuses a request, in its own words: the rules (each resource's rules.ts, the store, tokens,
 * request bodies) throw these and know nothing of HTTP; `errors.ts` beside app.ts is the one
 * place that turns a refusal into a status (docs/architecture.md, "The back end").
 */
export type Refusal =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unprocessable'
  | 'too-many'
  | 'unavailable'

export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
    /** For 'too-many': when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const invalid = (message: string) => new DomainError('invalid', message)
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message)
export const forbidden = (message: string) => new DomainError('forbidden', message)
export const notFound = (message: string) => new DomainError('not-found', message)
export const conflict = (message: string) => new DomainError('conflict', message)
export const tooLarge = (message: string) => new DomainError('too-large', message)
/** SPEC §8 answers a taken email at signup with 422. */
export const unprocessable = (message: string) => new DomainError('unprocessable', message)

/** The database does not answer (the Node server's PostgreSQL is down or unreachable). */
export const unavailable = (message: string) => new DomainError('unavailable', message)

/** A rate limit met: "Try again in N minutes", and a Retry-After of the exact seconds. */
export const tooManyAttempts = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`
  return new DomainError('too-many', `Too many attempts. Try again in ${wait}.`, seconds)
}
