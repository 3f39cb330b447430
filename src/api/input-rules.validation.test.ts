import { expect, test } from 'vitest'
import { createTestServer } from '@/testing/test-server'

// The input rules that refuse before any store (docs/api.md): one store shows them. Emails and
// titles compared ignoring case are the stores' own: input-rules.contract.test.ts, on every store
// (docs/testing.md, "Which layer").

test('signup refuses a password under 8 characters with a clear 400, and stores nothing', async () => {
  const server = createTestServer()
  const answer = await server.call('POST', '/api/auth/signup', {
    body: { email: 'short@gambit.dev', password: '1234567' },
  })
  expect(answer).toMatchObject({
    status: 400,
    body: { errors: ['Password must have at least 8 characters'] },
  })
  expect(await server.countUsers()).toBe(2)
})

test('signup refuses a name over 100 characters in words, never naming an internal field', async () => {
  const server = createTestServer()
  for (const name of [
    { firstName: 'A'.repeat(101) },
    { firstName: 'Ada', lastName: 'L'.repeat(101) },
  ]) {
    const answer = await server.call('POST', '/api/auth/signup', {
      body: { email: 'long@gambit.dev', password: 'engine-123', ...name },
    })
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: ['Names can have at most 100 characters.'] },
    })
  }
  expect(await server.countUsers()).toBe(2)
})

test('signup keeps a name trimmed: spaces alone are no name', async () => {
  const server = createTestServer()
  const answer = await server.call('POST', '/api/auth/signup', {
    body: { email: 'blank@gambit.dev', password: 'engine-123', firstName: '   ', lastName: ' ' },
  })
  expect(answer.status).toBe(201)
  expect(answer.body.createdUser).toMatchObject({ firstName: '', lastName: '' })
})

test('login never judges a password by its length', async () => {
  const server = createTestServer()
  const answer = await server.call('POST', '/api/auth/login', {
    body: { email: 'guest@gambit.dev', password: 'x' },
  })
  expect(answer.status).toBe(401)
})

test('a title that is empty or invisible is refused with a 400', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  for (const title of ['', '   ', '\u200b\u200b', '\u2060\ufeff', '\u3164', '\t\n']) {
    const answer = await server.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title } },
    })
    expect(answer, JSON.stringify(title)).toMatchObject({
      status: 400,
      body: { errors: ['The playlist title cannot be empty.'] },
    })
  }
  expect((await server.call('GET', '/api/user/playlists', { token })).body.playlists).toEqual([])
})
