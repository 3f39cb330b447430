import * as z from 'zod/mini'
import { API_ROUTES } from './api-routes'
import { needsToken } from './guarded-paths'
import type { RouteDefinition } from './endpoint'
import {
  CategorySchema,
  NoteSchema,
  PlaylistSchema,
  ProgressSchema,
  VideoSchema,
} from '@/shared/entities'
import { answers } from './answers'

type Json = Record<string, unknown>

const REF = '#/components/schemas/'
/** The entities, named once in components and referred to everywhere else. */
const ENTITIES: [string, z.ZodMiniType][] = [
  ['Video', VideoSchema],
  ['Category', CategorySchema],
  ['Playlist', PlaylistSchema],
  ['Progress', ProgressSchema],
  ['Note', NoteSchema],
  ['Errors', answers.errors],
]

/** "/user/playlists/:playlistId" → "/api/user/playlists/{playlistId}" */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!)

/**
 * The OpenAPI 3.1 document of the API (docs/api.md), generated from the route definitions the
 * app registers (define.ts) and the zod schemas that validate the requests. It is built
 * in Node (the server, the tests, and the build, which gives the worker the result: zod's
 * JSON Schema code would add 7 KB to it, docs/performance.md).
 */
export function openApiDocument(routes: RouteDefinition[] = API_ROUTES): Json {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of ENTITIES) registry.add(schema, { id })
  const schemas: Json = {}
  const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): Json => {
    const {
      $schema: _,
      $defs,
      ...rest
    } = z.toJSONSchema(schema, { metadata: registry, io }) as Json
    const linked = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', `"${REF}`)) as Json
    for (const [id, definition] of Object.entries(($defs as Json | undefined) ?? {}))
      schemas[id] = linked(definition)
    return linked(rest)
  }
  const errors = { 'application/json': { schema: { $ref: `${REF}Errors` } } }
  // Each of the query's declared parameters (define.ts), with the schema that checks it.
  const queryParams = (route: RouteDefinition) => {
    if (!route.query) return []
    const { properties = {}, required = [] } = toSchema(route.query, 'input') as {
      properties?: Record<string, Json>
      required?: string[]
    }
    return Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.includes(name),
      schema,
    }))
  }

  const operation = (route: RouteDefinition): Json => {
    const secured = needsToken(route.path)
    const responses: Json = {}
    for (const [status, answer] of Object.entries(route.responses)) {
      const [description, schema] = typeof answer === 'string' ? [answer] : answer
      responses[status] = {
        description,
        content: schema ? { 'application/json': { schema: toSchema(schema, 'output') } } : errors,
      }
    }
    if (route.body) responses['413'] = { description: 'A body over 100 KB', content: errors }
    if (secured) responses['401'] = { description: 'No valid token', content: errors }
    const parameters = [
      ...pathParams(route.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
        ...(route.params?.[name] && { example: route.params[name] }),
      })),
      ...queryParams(route),
    ]
    return {
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[/:](\w)/g, (_m, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
      summary: route.summary,
      tags: [route.tag],
      ...(secured && { security: [{ token: [] }] }),
      ...(parameters.length > 0 && { parameters }),
      ...(route.body && {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: toSchema(route.body, 'input'),
              ...(route.example !== undefined && { example: route.example }),
            },
          },
        },
      }),
      responses,
    }
  }

  const paths: Record<string, Json> = {}
  for (const route of routes)
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route)
  // Every entity is a component, referred to or not (Errors is, by hand, above).
  for (const [id, schema] of ENTITIES) if (!(id in schemas)) toSchema(schema, 'output')
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gambit API',
      version: '2.0.0',
      description:
        'The API of Gambit, the same in the browser (a service worker over IndexedDB) and on the Node server (PostgreSQL).',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'authorization',
          description: 'The `encodedToken` of login or signup, as it is or after "Bearer ".',
        },
      },
    },
  }
}
