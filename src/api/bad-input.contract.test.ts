import fc from 'fast-check'
import { expect, test, vi } from 'vitest'
import { createTestServer, type TestServer } from '@/testing/test-server'

/** Everything the guest has stored, read through the API. */
async function snapshot(server: TestServer, token: string) {
  const lists = await Promise.all(
    ['likes', 'watchlater', 'history', 'playlists', 'progress', 'notes/Eas20kFpAYw'].map(
      async (list) => (await server.call('GET', `/api/user/${list}`, { token })).body,
    ),
  )
  const users = await server.countUsers()
  return { lists, users }
}

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

const writeRoutes = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/signup'],
  ['POST', '/api/user/likes'],
  ['POST', '/api/user/watchlater'],
  ['POST', '/api/user/history'],
  ['POST', '/api/user/playlists'],
  ['POST', '/api/user/playlists/PLAYLIST'],
  ['DELETE', '/api/user/likes/ANY'],
  ['DELETE', '/api/user/playlists/ANY'],
  ['DELETE', '/api/user/history/ANY'],
  ['GET', '/api/video/ANY'],
  ['GET', '/api/categories/ANY'],
  ['GET', '/api/user/playlists/ANY'],
  ['PUT', '/api/user/progress/Eas20kFpAYw'],
  ['PUT', '/api/user/progress/ANY'],
  ['DELETE', '/api/user/progress/ANY'],
  ['POST', '/api/user/notes/Eas20kFpAYw'],
  ['POST', '/api/user/notes/ANY'],
  ['DELETE', '/api/user/notes/Eas20kFpAYw/ANY'],
  ['GET', '/api/user/notes/ANY'],
] as const

test('random bodies and ids on every route never answer 5xx nor change what is stored', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  await server.call('POST', '/api/user/likes', { token, body: { video: { _id: 'wofz0k6FCMU' } } })
  const playlistId = (
    await server.call('POST', '/api/user/playlists', { token, body: { playlist: { title: 'P' } } })
  ).body.playlists[0]._id
  const before = await snapshot(server, token)
  const body = fc.oneof(
    fc.string(),
    fc.json(),
    fc.jsonValue().map((value) => JSON.stringify({ video: value })),
    fc.jsonValue().map((value) => JSON.stringify({ playlist: value })),
    fc.jsonValue().map((value) => JSON.stringify({ note: value })),
    fc
      .record({ positionSeconds: fc.double(), durationSeconds: fc.double({ max: -0.001 }) })
      .map((value) => JSON.stringify(value)),
    fc.record({ video: fc.record({ _id: fc.string() }) }).map((value) => JSON.stringify(value)),
  )
  const segment = fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent)
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...writeRoutes),
      body,
      segment,
      async ([method, path], rawBody, id) => {
        const url = path.replace('PLAYLIST', playlistId).replace('ANY', id)
        const answer = await server.call(method, url, {
          token,
          rawBody: method === 'POST' || method === 'PUT' ? rawBody : undefined,
        })
        expect(answer.status, `${method} ${url} ${rawBody}`).toBeLessThan(500)
        if (answer.status < 300 && method !== 'GET')
          expect.unreachable(`${method} ${url} ${rawBody} was accepted`)
      },
    ),
    { numRuns: 150 },
  )
  expect(await snapshot(server, token)).toEqual(before)
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

test('a NUL character, in a body or in a path, is a 400 on every store and nothing is stored', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const nul = 'a\u0000b'
  const cases: [string, string, unknown?][] = [
    ['POST', '/api/auth/login', { email: `${nul}@x.io`, password: 'whatever' }],
    [
      'POST',
      '/api/auth/signup',
      { email: 'nul@gambit.dev', password: 'pass-word', firstName: nul },
    ],
    ['POST', '/api/user/likes', { video: { _id: nul } }],
    ['POST', '/api/user/playlists', { playlist: { title: nul } }],
    ['POST', '/api/user/notes/Eas20kFpAYw', { note: { timeSeconds: 1, text: nul } }],
    ['GET', '/api/video/a%00b'],
    ['DELETE', '/api/user/likes/a%00b'],
    ['GET', '/api/user/playlists/a%00b'],
    ['PUT', '/api/user/progress/a%00b', { positionSeconds: 1, durationSeconds: 2 }],
  ]
  const before = await snapshot(server, token)
  for (const [method, path, body] of cases) {
    const answer = await server.call(method, path, { token, body })
    expect(answer, `${method} ${path}`).toMatchObject({
      status: 400,
      body: { errors: ['Text cannot contain the NUL character (U+0000).'] },
    })
  }
  expect(await snapshot(server, token)).toEqual(before)
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
