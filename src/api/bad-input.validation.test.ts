import { expect, test, vi } from 'vitest'
import { createTestServer } from '@/testing/test-server'
import { snapshot } from '@/testing/stored-snapshot'

// Bad input refused before it reaches the store: one store shows it (docs/testing.md, "Which
// layer"). What a store itself must refuse or keep is in bad-input.contract.test.ts, on every store.

const badBodies: [string, string, number][] = [
  ['malformed JSON', '{"video": ', 400],
  ['an empty body', '', 400],
  ['a JSON string', '"video"', 400],
  ['no video', '{}', 400],
  ['video of the wrong type', '{"video": "wofz0k6FCMU"}', 400],
  ['video without _id', '{"video": {"title": "x"}}', 400],
  ['_id of the wrong type', '{"video": {"_id": 42}}', 400],
  ['an unknown video id', '{"video": {"_id": "nope"}}', 404],
  [
    'a body over 100 KB',
    JSON.stringify({ video: { _id: 'wofz0k6FCMU', pad: 'x'.repeat(110_000) } }),
    413,
  ],
]

for (const [what, rawBody, status] of badBodies) {
  test(`POST likes, watch later, history and playlist videos refuse ${what} with ${status}`, async () => {
    const server = createTestServer()
    const { token } = await server.login()
    const playlistId = (
      await server.call('POST', '/api/user/playlists', {
        token,
        body: { playlist: { title: 'P' } },
      })
    ).body.playlists[0]._id
    const before = await snapshot(server, token)
    for (const path of [
      '/api/user/likes',
      '/api/user/watchlater',
      '/api/user/history',
      `/api/user/playlists/${playlistId}`,
    ]) {
      const answer = await server.call('POST', path, { token, rawBody })
      expect(answer.status, path).toBe(status)
      expect(answer.body.errors[0], path).toEqual(expect.any(String))
    }
    expect(await snapshot(server, token)).toEqual(before)
  })
}

const badPlaylists: [string, unknown, number][] = [
  ['no playlist', {}, 400],
  ['playlist of the wrong type', { playlist: 'Openings' }, 400],
  ['a missing title', { playlist: { description: '' } }, 400],
  ['a numeric title', { playlist: { title: 7 } }, 400],
  ['an empty title', { playlist: { title: '' } }, 400],
  ['a 101-character title', { playlist: { title: 'x'.repeat(101) } }, 400],
]

for (const [what, body, status] of badPlaylists) {
  test(`POST /api/user/playlists refuses ${what} with ${status}`, async () => {
    const server = createTestServer()
    const { token } = await server.login()
    const answer = await server.call('POST', '/api/user/playlists', { token, body })
    expect(answer.status).toBe(status)
    expect(answer.body.errors[0]).toEqual(expect.any(String))
    expect((await server.call('GET', '/api/user/playlists', { token })).body.playlists).toEqual([])
  })
}

test('login and signup refuse missing or wrong-typed fields with 400', async () => {
  const server = createTestServer()
  for (const body of [
    {},
    { email: 'guest@gambit.dev' },
    { email: 1, password: 2 },
    { email: '', password: '' },
  ]) {
    expect((await server.call('POST', '/api/auth/login', { body })).status).toBe(400)
  }
  for (const body of [
    {},
    { email: 'not-an-email', password: 'x' },
    { email: 'a@b.co', password: '' },
    { email: 'a@b.co', password: 'x', firstName: 5 },
  ]) {
    expect((await server.call('POST', '/api/auth/signup', { body })).status).toBe(400)
  }
  expect(await server.countUsers()).toBe(2)
})

test('an unexpected failure answers 500 without its internal message, with a request id that the log names', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  // What a database says when something is wrong inside it must never reach the client.
  vi.spyOn(server.store, 'read').mockRejectedValueOnce(
    new Error('relation "gambit.users" does not exist'),
  )
  const answer = await server.call('GET', '/api/user/likes', {
    token,
    headers: { 'x-request-id': 'req-42' },
  })
  expect(answer).toMatchObject({
    status: 500,
    body: { error: 'Something went wrong', requestId: 'req-42' },
  })
  expect(JSON.stringify(answer.body)).not.toContain('relation')
  // One JSON line, naming the request and the cause (never a row the database quoted).
  expect(logged).toHaveBeenCalledTimes(1)
  const line = String(logged.mock.calls[0]![0])
  expect(line).not.toContain('\n')
  expect(JSON.parse(line)).toMatchObject({
    level: 'error',
    requestId: 'req-42',
    message: 'relation "gambit.users" does not exist',
  })

  server.faults.add({ method: 'GET', path: '/api/videos', status: 503, times: 1 })
  const crashed = await server.call('GET', '/api/videos')
  expect(crashed.status).toBe(500)
  expect(crashed.body).toEqual({ error: 'Something went wrong', requestId: expect.any(String) })
  expect(crashed.body.requestId).not.toBe('req-42')
})

test('every answer names its request in x-request-id: the caller’s own when it is a plain token', async () => {
  const server = createTestServer()
  const answer = (path: string, headers: Record<string, string> = {}) =>
    server.app.request(path, { headers })
  const given = await answer('/api/videos', { 'x-request-id': 'club-proxy-7' })
  expect(given.headers.get('x-request-id')).toBe('club-proxy-7')
  const made = await answer('/api/videos')
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  // A line break or a long id could forge a log line: a new id replaces it.
  const forged = await answer('/api/video/nope', { 'x-request-id': 'a b\tc' })
  expect(forged.status).toBe(404)
  expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  const refused = await answer('/api/video/a%00b', { 'x-request-id': 'nul-1' })
  expect(refused.status).toBe(400)
  expect(refused.headers.get('x-request-id')).toBe('nul-1')
})
