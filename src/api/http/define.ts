import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type * as z from 'zod/mini'
import type { ApiEnv } from './env'
import { readBody, readQuery } from './request-body'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One endpoint, described once (docs/api.md): the app registers its handler from this, the
 * handler receives the body validated by `body`, and /api/openapi.json is generated from the
 * same definitions (../openapi.ts), so the document cannot drift from what the server runs.
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
  params?: Record<string, string>
  /** The answers, by status: [what it means, the body's schema (errors have their own)]. */
  responses: Record<number, string | [string, z.ZodMiniType]>
}

type Handler<B, Q> = (c: Context<ApiEnv>, body: B, query: Q) => Response | Promise<Response>
type DefinedRoute = RouteDefinition & { handler: Handler<unknown, unknown> }

/** A definition with its handler; the body's and the query's types follow from their schemas. */
export function route<B = undefined, Q = undefined>(
  definition: RouteDefinition & { body?: z.ZodMiniType<B>; query?: z.ZodMiniType<Q> },
  handler: Handler<B, Q>,
): DefinedRoute {
  return { ...definition, handler: handler as Handler<unknown, unknown> }
}

/** The routes as a Hono app (in order: an earlier pattern wins), with their definitions. */
export function defineRoutes(routes: DefinedRoute[]) {
  const app = new Hono<ApiEnv>()
  for (const { method, path, body, query, csv, csvText, handler } of routes)
    app.on(method, path, async (c) => {
      const asked = query ? readQuery(c, query) : undefined
      return handler(c, body ? await readBody(c, body, { csv, csvText }) : undefined, asked)
    })
  return Object.assign(app, {
    definitions: routes.map(({ handler: _handler, ...definition }) => definition),
  })
}

/** A path parameter of the route's pattern (always there once the pattern matched). */
export const param = (c: Context<ApiEnv>, name: string): string => c.req.param(name) ?? ''
