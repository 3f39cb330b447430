import { expect, test } from 'vitest'
import { ALEX, createTestServer, type TestServer } from '@/testing/test-server'
import { API_ROUTES } from './api-routes'
import type { RouteDefinition } from './endpoint'
import { answers } from './answers'

// Every store's real answers have the statuses and shapes the document gives (docs/api.md). The
// document itself is checked in openapi.validation.test.ts.

/** The definition whose pattern matches this call. */
function definitionOf(method: string, path: string): RouteDefinition | undefined {
  const bare = path.split('?')[0]!.replace(/^\/api/, '')
  return API_ROUTES.find(
    (route) =>
      route.method === method && new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`).test(bare),
  )
}

/** A call whose answer must be one the document announces, in the shape it gives. */
async function documentedCall(server: TestServer, method: string, path: string, options = {}) {
  const answer = await server.call(method, path, options)
  const definition = definitionOf(method, path)
  expect(definition, `${method} ${path} is documented`).toBeDefined()
  const documented = definition!.responses[answer.status]
  const auto = answer.status === 401 || answer.status === 413
  expect(
    documented ?? (auto ? 'auto' : undefined),
    `${method} ${path} → ${answer.status}`,
  ).toBeDefined()
  const schema = Array.isArray(documented) ? documented[1] : answers.errors
  const parsed = schema.safeParse(answer.body)
  expect(
    parsed.success,
    `${method} ${path} → ${answer.status}: ${JSON.stringify(parsed.error?.issues)}`,
  ).toBe(true)
  return answer
}

test('real answers have the documented statuses and shapes', async () => {
  const server = createTestServer()
  const call = (method: string, path: string, options = {}) =>
    documentedCall(server, method, path, options)
  const login = await call('POST', '/api/auth/login', {
    body: { email: 'guest@gambit.dev', password: 'guest-pass-123' },
  })
  const token: string = login.body.encodedToken
  await call('POST', '/api/auth/login', {
    body: { email: 'guest@gambit.dev', password: 'nope-nope' },
  })
  await call('POST', '/api/auth/signup', {
    body: { email: `shape-${Date.now()}@gambit.dev`, password: 'pass-1234' },
  })
  await call('POST', '/api/auth/signup', { body: { email: ALEX.email, password: 'pass-1234' } })
  for (const path of [
    '/api/videos',
    '/api/categories',
    '/api/video/Eas20kFpAYw',
    '/api/categories/analysis',
    '/api/video/nope',
    '/api/test-todos',
    '/api/openapi.json',
  ])
    await call('GET', path)
  for (const list of ['likes', 'watchlater', 'history']) {
    await call('POST', `/api/user/${list}`, { token, body: { video: { _id: 'Eas20kFpAYw' } } })
    await call('POST', `/api/user/${list}`, { token, body: { video: { _id: 'Eas20kFpAYw' } } })
    await call('GET', `/api/user/${list}`, { token })
    await call('DELETE', `/api/user/${list}/Eas20kFpAYw`, { token })
  }
  await call('DELETE', '/api/user/history/all', { token })
  await call('GET', '/api/user/likes')
  const made = await call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title: 'Shapes', videoIds: ['Eas20kFpAYw', 'wofz0k6FCMU'] } },
  })
  const id = made.body.playlists.at(-1)._id
  await call('POST', `/api/user/playlists/${id}`, {
    token,
    body: { video: { _id: 'uW1ZUk6nkDE' } },
  })
  await call('PATCH', `/api/user/playlists/${id}`, {
    token,
    body: { playlist: { title: 'Shapes 2' } },
  })
  await call('PUT', `/api/user/playlists/${id}/order`, { token, body: { videoIds: ['x'] } })
  await call('PUT', `/api/user/playlists/${id}/order`, {
    token,
    body: { videoIds: ['uW1ZUk6nkDE', 'wofz0k6FCMU', 'Eas20kFpAYw'] },
  })
  await call('GET', `/api/user/playlists/${id}`, { token })
  await call('DELETE', `/api/user/playlists/${id}/uW1ZUk6nkDE`, { token })
  await call('GET', '/api/user/playlists', { token })
  await call('DELETE', `/api/user/playlists/${id}`, { token })
  await call('PUT', '/api/user/progress/Eas20kFpAYw', {
    token,
    body: { positionSeconds: 5, durationSeconds: 50 },
  })
  await call('GET', '/api/user/progress', { token })
  await call('DELETE', '/api/user/progress/Eas20kFpAYw', { token })
  const noted = await call('POST', '/api/user/notes/Eas20kFpAYw', {
    token,
    body: { note: { timeSeconds: 5, text: 'Fork' } },
  })
  await call('GET', '/api/user/notes/Eas20kFpAYw', { token })
  await call('DELETE', `/api/user/notes/Eas20kFpAYw/${noted.body.notes[0]._id}`, { token })
})
