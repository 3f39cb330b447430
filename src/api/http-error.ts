import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Thrown by the store and handlers; `toErrorResponse` is the one place that turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

// 4xx bodies are {"errors": [...]} and 500s are {"error": ...} (docs/api.md, "Conventions").
export function toErrorResponse(error: unknown, c: Context): Response {
  if (error instanceof HttpError) return c.json({ errors: [error.message] }, error.status)
  const message = error instanceof Error ? error.message : String(error)
  console.error('mock server: unexpected failure', error)
  return c.json({ error: message }, 500)
}
