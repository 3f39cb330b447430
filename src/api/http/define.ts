import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { ParamKeys } from 'hono/types'
import type * as z from 'zod/mini'
import type { ApiEnv } from './env'
import { readBody, readQuery } from './request-body'

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

/** What a handler receives: the body and query as their schemas made them. */
export type BodyOf<D> = D extends { body: z.ZodMiniType<infer B> } ? B : undefined
export type QueryOf<D> = D extends { query: z.ZodMiniType<infer Q> } ? Q : undefined

type Handler<D extends RouteDefinition> = (
  c: Context<ApiEnv, D['path']>,
  body: BodyOf<D>,
  query: QueryOf<D>,
) => Response | Promise<Response>
type AnyHandler = (
  c: Context<ApiEnv>,
  body: unknown,
  query: unknown,
) => Response | Promise<Response>
type DefinedRoute = RouteDefinition & { handler: AnyHandler }

/** A definition with its handler, typed from it (its path's parameters, body and query). */
export function route<const D extends RouteDefinition>(
  definition: D,
  handler: Handler<D>,
): DefinedRoute {
  return { ...definition, handler: handler as unknown as AnyHandler }
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

/** A path parameter its route's pattern declares (always there once the pattern matched). */
export const param = <P extends string>(c: Context<ApiEnv, P>, name: ParamKeys<P>): string =>
  (c.req.param as (key: string) => string | undefined)(name as string) ?? ''
