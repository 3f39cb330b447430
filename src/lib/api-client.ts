import type { ParamKeys } from 'hono/types'
import type * as z from 'zod/mini'
import type { ApiContract } from '@/api/contract'
import { request, type Method, type RequestOptions } from './api-transport'

export { ApiError } from './api-transport'
export {
  backendReady,
  configureApiClient,
  setAuthToken,
  setUnauthorizedHandler,
} from './transport-config'

// The page's calls to the back end, each typed from the API's contract (docs/decisions/036).

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
