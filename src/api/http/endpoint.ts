import type * as z from 'zod/mini'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One endpoint, described once in its resource's contract.ts (docs/api.md, decisions/036): the
 * app registers its handler from this, the handler's body, query and path parameters are typed
 * and checked from it, /api/openapi.json is generated from it (../openapi.ts), and the page calls
 * it by its `METHOD path` with types taken from it (lib/api-client.ts), so no side can drift.
 */
export type RouteDefinition = {
  method: HttpMethod
  /** Hono's pattern, e.g. "/user/playlists/:playlistId" (under /api). */
  path: string
  summary: string
  /** The group it is listed under ("Playlists"). */
  tag: string
  /** The request body's schema: the very one that validates it. */
  body?: z.ZodMiniType
  /**
   * The query's parameters (`?fen=`), each a string when given: the very schema that checks them
   * as a body's is checked and lists them in /api/openapi.json. A handler reads no other.
   */
  query?: z.ZodMiniObject
  /** A `text/csv` body is welcome too: its records (csv.ts), made into what `body` validates. */
  csv?: (records: Record<string, string>[]) => unknown
  /** A `text/csv` body taken as its text (a format of its own, such as Lichess's puzzles). */
  csvText?: (text: string) => unknown
  /** A body that works against the seed, for the tester's "Endpoints". */
  example?: unknown
  /** Example values of path parameters, for the tester ("videoId" → a seed video). */
  params?: Readonly<Record<string, string>>
  /** The answers, by status: [what it means, the body's schema (errors have their own)]. */
  responses: Readonly<Record<number, string | readonly [string, z.ZodMiniType]>>
}

/** A resource's endpoints by name, their literal methods and paths kept for the types. */
export const endpoints = <const T extends Record<string, RouteDefinition>>(contract: T): T =>
  contract
