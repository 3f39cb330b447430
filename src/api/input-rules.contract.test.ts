import { expect, test } from 'vitest'
import { createTestServer } from '@/testing/test-server'

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

test('emails are trimmed and compared ignoring case, at signup and at login', async () => {
  const server = createTestServer()
  const created = await server.call('POST', '/api/auth/signup', {
    body: { email: '  Ada@Example.COM ', password: 'ada-pass-123' },
  })
  expect(created.status).toBe(201)
  expect(created.body.createdUser.email).toBe('ada@example.com')
  const again = await server.call('POST', '/api/auth/signup', {
    body: { email: 'ADA@example.com', password: 'ada-pass-123' },
  })
  expect(again.status).toBe(422)
  const login = await server.call('POST', '/api/auth/login', {
    body: { email: ' ada@EXAMPLE.com  ', password: 'ada-pass-123' },
  })
  expect(login.status).toBe(200)
  const guest = await server.call('POST', '/api/auth/login', {
    body: { email: 'GUEST@gambit.dev', password: 'guest-pass-123' },
  })
  expect(guest.status).toBe(200)
})

test('playlist titles are trimmed, NFC-normalised and unique ignoring case', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const create = (title: string) =>
    server.call('POST', '/api/user/playlists', { token, body: { playlist: { title } } })
  // "Café" typed with a combining accent is the same title as the precomposed one.
  const first = await create('  Cafe\u0301 openings ')
  expect(first.status).toBe(201)
  expect(first.body.playlists[0].title).toBe('Caf\u00e9 openings')
  for (const duplicate of ['caf\u00e9 OPENINGS', 'CAFE\u0301 Openings']) {
    expect(await create(duplicate)).toMatchObject({
      status: 409,
      body: { errors: ['A playlist with this title already exists.'] },
    })
  }
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
