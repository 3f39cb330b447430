import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { DomainError, type Refusal } from '../refusals'
import type { ApiEnv } from './env'

/** A refusal that already is an HTTP answer: a test's injected fault (worker/faults.ts). */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

const STATUS: Record<Refusal, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'too-large': 413,
  conflict: 409,
  unprocessable: 422,
  'too-many': 429,
  unavailable: 503,
}

/** What a 500 says: never what failed inside (a database's message stays in the log). */
export const UNEXPECTED = 'Something went wrong'

/**
 * The one place that turns errors into answers (docs/api.md, "Conventions"): a refusal is a 4xx
 * `{"errors": [message]}`; anything else is a 500 `{"error": "Something went wrong", requestId}`
 * and a log line with the same request id and the real cause.
 */
export function toErrorResponse(error: unknown, c: Context<ApiEnv>): Response {
  if (error instanceof DomainError) {
    if (error.retryAfterSeconds !== undefined)
      c.header('Retry-After', String(Math.ceil(error.retryAfterSeconds)))
    return c.json({ errors: [error.message] }, STATUS[error.refusal])
  }
  if (error instanceof HttpError) return c.json({ errors: [error.message] }, error.status)
  const requestId = c.get('requestId')
  console.error(failureLine(requestId, error))
  return c.json({ error: UNEXPECTED, requestId }, 500)
}

/**
 * One JSON line for the log: the request, the failure's message and where it happened. A
 * database's `detail` (which can quote a row, a password hash with it) is left out.
 */
function failureLine(requestId: string, error: unknown): string {
  const failure = error instanceof Error ? error : new Error(String(error))
  return JSON.stringify({
    time: new Date().toISOString(),
    level: 'error',
    requestId,
    message: failure.message,
    stack: failure.stack,
  })
}
