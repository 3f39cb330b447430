import type { Context } from 'hono'
import { Hono } from 'hono/tiny'
import type { ParamKeys } from 'hono/types'
import type * as z from 'zod/mini'
import type { ApiEnv } from './env'
import type { RouteDefinition } from './endpoint'
import { readBody, readQuery } from './request-body'

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
  c.req.param(name) ?? ''
