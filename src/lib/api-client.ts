import type { ParamKeys } from 'hono/types'
import type * as z from 'zod/mini'
import type { ApiContract } from '@/api/contract'
import { API_BASE } from '@/config/constants'
import { t } from '@/i18n/translate'
import { tellTabs } from './tab-sync'

/** An answer other than 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Transport = { fetch: typeof fetch; ready: Promise<unknown> }

let transport: Transport = {
  fetch: (...args) => globalThis.fetch(...args),
  ready: Promise.resolve(),
}
let authToken: string | null = null
let onUnauthorized: () => void = () => undefined

/** main.tsx hands in the "back end ready" promise; tests hand in a fetch that calls the Hono app. */
export function configureApiClient(next: Partial<Transport>): void {
  transport = { ...transport, ...next }
}

/** Resolves when the back end can answer; rejects with the reason it cannot start. */
export function backendReady(): Promise<unknown> {
  return transport.ready
}

/** The one place the session token is kept for requests. */
export function setAuthToken(token: string | null): void {
  authToken = token
}

/** Called when the server refuses the session's token (expired, or the demo data was reset). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type RequestOptions = {
  /** The request outlives the page (a last save as the page is hidden or closed). */
  keepalive?: boolean
  /** This token instead of the session's (a logout sends the token it ends). */
  token?: string
  /**
   * A 401 answers the password in the body (a password change, deleting the account), not the
   * session: it does not log the tab out.
   */
  checksPassword?: boolean
  /** The body is this type's text, sent as it is (a CSV import), not JSON. */
  contentType?: string
  /** The answer is a file of this type (a CSV download), given as its text. */
  accept?: string
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  { keepalive, token, checksPassword, contentType, accept }: RequestOptions = {},
): Promise<T> {
  await transport.ready
  const headers: Record<string, string> = { Accept: accept ?? 'application/json' }
  if (body !== undefined) headers['Content-Type'] = contentType ?? 'application/json'
  const sent = token ?? authToken
  if (sent) headers.authorization = sent
  let response: Response
  try {
    response = await transport.fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined || contentType ? (body as BodyInit) : JSON.stringify(body),
      ...(keepalive && { keepalive }),
    })
  } catch {
    throw new ApiError(0, t('The back end could not be reached.'))
  }
  const text = await response.text().catch(() => '')
  const data: unknown = accept && response.ok ? text : jsonOf(text)
  // Only for the current token: requests still in flight after a logout must not end a new session.
  const refusedSession = response.status === 401 && !checksPassword
  if (refusedSession && headers.authorization && headers.authorization === authToken)
    onUnauthorized()
  if (!response.ok) throw new ApiError(response.status, errorMessage(data) ?? response.statusText)
  // This tab writes the answer into its cache; the others refetch (lib/tab-sync.ts).
  if (method !== 'GET' && /^\/(user|catalogue|classes)\b/.test(path))
    tellTabs({ type: 'write', path })
  return data as T
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function errorMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  if ('errors' in data && Array.isArray(data.errors) && typeof data.errors[0] === 'string')
    return data.errors[0]
  if ('error' in data && typeof data.error === 'string') return data.error
  return undefined
}

type Endpoint = ApiContract[keyof ApiContract]
type Schema = z.ZodMiniType

/** What a call of `E` sends: its path's parameters, its query and its body, as typed there. */
type CallInput<E extends Endpoint> = ([ParamKeys<E['path']>] extends [never]
  ? unknown
  : { params: Record<ParamKeys<E['path']>, string> }) &
  (E extends { query: Schema } ? { query?: z.input<E['query']> } : unknown) &
  (E extends { body: Schema }
    ? {
        body:
          z.input<E['body']> | (E extends { csv: unknown } | { csvText: unknown } ? string : never)
      }
    : unknown)

/** What a call of `E` answers: the schema of its 200 (or 201) answer, as it comes out. */
type CallAnswer<E extends Endpoint> = E['responses'] extends {
  200: readonly [string, infer S extends Schema]
}
  ? z.output<S>
  : E['responses'] extends { 201: readonly [string, infer S extends Schema] }
    ? z.output<S>
    : unknown

/** Nothing to send: a call whose every part is optional may leave its input out. */
type Nothing = Record<never, never>

/** What an endpoint answers, for the page's types: `AnswerOf<'GET /puzzles/:puzzleId'>`. */
export type AnswerOf<K extends keyof ApiContract> = CallAnswer<ApiContract[K]>

type CallArgs<E extends Endpoint> =
  Nothing extends CallInput<E>
    ? [input?: CallInput<E>, options?: RequestOptions]
    : [input: CallInput<E>, options?: RequestOptions]

/** A query's given values (one left undefined is not sent). */
function searchOf(query: Record<string, string | undefined> = {}): string {
  const given = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  return given.length > 0 ? `?${new URLSearchParams(given).toString()}` : ''
}

/**
 * Calls an endpoint by its `METHOD path` as its resource's contract writes it
 * (docs/decisions/036-one-contract-per-resource.md): the parameters, the query, the body and the
 * answer are typed from that contract, so a renamed path or field fails the type-check here and
 * on the back end alike. E.g. `call('POST /user/puzzles/:puzzleId/attempts', {params, body})`.
 */
export function call<K extends keyof ApiContract>(
  endpoint: K,
  ...[input, options]: CallArgs<ApiContract[K]>
): Promise<CallAnswer<ApiContract[K]>> {
  return send(endpoint, input, options) as Promise<CallAnswer<ApiContract[K]>>
}

/** A file an endpoint makes (a CSV download), as its text. */
export function fileOf<K extends keyof ApiContract>(
  endpoint: K,
  input: CallInput<ApiContract[K]>,
  type: string,
): Promise<string> {
  return send(endpoint, input, { accept: type }) as Promise<string>
}

function send(endpoint: keyof ApiContract, input: unknown, options?: RequestOptions) {
  const [method, pattern] = endpoint.split(' ') as [Method, string]
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string>
    query?: Record<string, string | undefined>
    body?: unknown
  }
  const path = pattern.replace(/:(\w+)/g, (_whole, name: string) =>
    encodeURIComponent(params?.[name] ?? ''),
  )
  return request(method, `${path}${searchOf(query)}`, body, options)
}
