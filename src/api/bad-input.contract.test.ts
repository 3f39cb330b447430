import fc from 'fast-check'
import { expect, test } from 'vitest'
import { createTestServer } from '@/testing/test-server'
import { snapshot } from '@/testing/stored-snapshot'

// On every store: bad input that reaches it. What is refused before any store is in
// bad-input.validation.test.ts (docs/testing.md, "Which layer").

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
