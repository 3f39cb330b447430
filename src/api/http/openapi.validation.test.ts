import { validate } from '@readme/openapi-parser'
import { expect, test } from 'vitest'
import { createTestServer } from '@/testing/test-server'
import { openApiDocument } from './openapi'

// The document itself, whatever the store: one store shows it. Real answers against it, on every
// store, are in openapi.contract.test.ts (docs/testing.md, "Which layer").

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

test('the document lists every route the app serves, and nothing else', () => {
  const { routes } = createTestServer()
  const served = routes().map((line) => {
    const [method, path] = line.split(' ')
    return `${method} ${path!.replace(/:(\w+)/g, '{$1}')}`
  })
  const paths = openApiDocument().paths as Record<string, Record<string, unknown>>
  const documented = Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((key) => METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  )
  expect(documented.sort()).toEqual([...new Set(served)].sort())
  expect(documented).toContain('PUT /api/user/playlists/{playlistId}/order')
  expect(documented).toContain('GET /api/openapi.json')
})

test('the document is valid OpenAPI 3.1', async () => {
  const document = openApiDocument()
  expect(document.openapi).toBe('3.1.0')
  // The parser works on its argument: give it a copy.
  const result = await validate(structuredClone(document) as never)
  expect(result.valid ? [] : result.errors).toEqual([])
})

test('GET /api/openapi.json answers the document, with bodies, examples and security', async () => {
  const server = createTestServer()
  const { status, body } = await server.call('GET', '/api/openapi.json')
  expect(status).toBe(200)
  expect(body).toEqual(openApiDocument())
  const create = body.paths['/api/user/playlists'].post
  expect(create.security).toEqual([{ token: [] }])
  expect(create.requestBody.content['application/json']).toMatchObject({
    example: { playlist: { title: 'Openings' } },
    schema: { properties: { playlist: { required: ['title'] } } },
  })
  expect(create.responses['409'].content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/Errors',
  })
  expect(body.paths['/api/videos'].get.security).toBeUndefined()
  expect(body.components.schemas.Playlist.properties.videos.items).toEqual({
    $ref: '#/components/schemas/Video',
  })
})

test('the document marks exactly the routes that refuse a request without a token', async () => {
  const server = createTestServer()
  const document = openApiDocument() as { paths: Record<string, Record<string, any>> }
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const url = path.replace(/\{\w+\}/g, 'x')
      const verb = method.toUpperCase()
      const { status } = await server.call(verb, url, verb === 'GET' ? {} : { rawBody: '{}' })
      expect(status === 401, `${method} ${path}: ${status}`).toBe(operation.security !== undefined)
    }
  expect(document.paths['/api/classes']!.get.security).toEqual([{ token: [] }])
  expect(document.paths['/api/catalogue/videos']!.post.security).toEqual([{ token: [] }])
})

test('every parameter a route reads is declared with it and listed in the document (issue 60)', async () => {
  const { readFileSync, readdirSync } = await import('node:fs')
  // No handler reads the query or the path behind its definition's back: define.ts hands it the
  // declared query, and `param(c, name)` type-checks `name` against the route's path.
  const readers = readdirSync('src/api', { recursive: true, encoding: 'utf8' })
    .filter((file) => /routes\.ts$/.test(file))
    .filter((file) =>
      /c\.req\.(query|queries|param)\(/.test(readFileSync(`src/api/${file}`, 'utf8')),
    )
  expect(readers).toEqual([])
  // Each "?name=" a route's summary speaks of is a declared parameter, in the document too.
  const document = openApiDocument() as { paths: Record<string, Record<string, any>> }
  const { API_ROUTES } = await import('./api-routes')
  const { openApiPath } = await import('./openapi')
  const spoken = API_ROUTES.flatMap((route) =>
    [...route.summary.matchAll(/[?&](\w+)=/g)].map((match) => ({ route, name: match[1]! })),
  )
  expect(spoken.length).toBeGreaterThanOrEqual(8)
  for (const { route, name } of spoken) {
    const parameters = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]
      .parameters as { name: string; in: string }[]
    expect(parameters, `${route.method} ${route.path} ?${name}=`).toContainEqual(
      expect.objectContaining({ name, in: 'query' }),
    )
  }
})
