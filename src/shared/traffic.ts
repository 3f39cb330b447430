/**
 * The app's own requests as the in-browser back end saw them ("App traffic" in the request
 * tester, docs/product.md): kept in the worker's memory, told to every tab as they happen.
 */
export type TrafficEntry = {
  id: string
  /** When it was answered (ms since the epoch). */
  at: number
  method: string
  /** Path and query, e.g. "/api/user/likes". */
  path: string
  status: number
  timeMs: number
  headers: [string, string][]
  body: string
}

export const TRAFFIC_CHANNEL = 'gambit-traffic'
export const TRAFFIC_LIMIT = 50
/** Marks the tester's own requests, which its history already keeps. */
export const TESTER_HEADER = 'x-gambit-tester'
/** What is kept in place of a secret: a token, a cookie, a password. */
export const REDACTED = '<redacted>'

const SECRET_HEADERS = /^(authorization|proxy-authorization|cookie|x-api-key)$/i
export const isSecretHeaderName = (name: string) => SECRET_HEADERS.test(name.trim())

export const redactHeaders = (headers: [string, string][]): [string, string][] =>
  headers.map(([name, value]) => [name, isSecretHeaderName(name) && value ? REDACTED : value])

/** A JSON body with every "password" replaced; anything else is kept as it is. */
export function redactBody(body: string): string {
  if (!body.includes('password')) return body
  try {
    return JSON.stringify(JSON.parse(body), (key, value: unknown) =>
      /password/i.test(key) && typeof value === 'string' ? REDACTED : value,
    )
  } catch {
    return body
  }
}
