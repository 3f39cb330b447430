import { expect, test } from 'vitest'
import { PLAYLIST_TITLE_MAX } from '@/shared/input-rules'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// What each store keeps of what people type, on every store (docs/api.md, "Playlists",
// "Limits"): emails and titles compared ignoring case, titles at their limit, lone surrogates.
// What the rules refuse before any store is in input-rules, garbage-input and
// hostile-bodies.validation.test.ts (docs/testing.md, "Which layer").

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

test('"Save to my library" of a title at its limit keeps the limit with its number', async () => {
  const server = createTestServer()
  const alex = await server.login(ALEX)
  const title = 'L'.repeat(PLAYLIST_TITLE_MAX)
  const made = await server.call('POST', '/api/user/playlists', {
    token: alex.token,
    body: { playlist: { title } },
  })
  const id = made.body.playlists.at(-1)._id
  const shared = await server.call('PUT', `/api/user/playlists/${id}/sharing`, {
    token: alex.token,
    body: { shared: true },
  })
  const guest = await server.login(GUEST)
  const save = () =>
    server.call('POST', `/api/user/shared/${shared.body.playlist.shareId}/save`, {
      token: guest.token,
    })
  await save()
  const again = await save()
  const titles = (
    await server.call('GET', '/api/user/playlists', { token: guest.token })
  ).body.playlists.map((p: { title: string }) => p.title)
  expect(again.status).toBe(201)
  expect(titles).toContain(title)
  expect(titles).toContain(`${'L'.repeat(PLAYLIST_TITLE_MAX - 4)} (2)`)
  for (const saved of titles) expect([...saved].length).toBeLessThanOrEqual(PLAYLIST_TITLE_MAX)
})

test('a lone surrogate is kept as U+FFFD: a title, an import row, a note, never a 500', async () => {
  const server = createTestServer()
  const { token } = await server.login(ALEX)
  const row = (youtube: string, title: string) =>
    `{"youtube":"${youtube}","title":"${title}","creator":"Club","category":"Tutorial","level":"beginner"}`
  const imported = await server.call('POST', '/api/catalogue/import', {
    token,
    rawBody: `{"videos":[${row('aaaaaaaaaaa', 'a\\ud800')},${row('bbbbbbbbbbb', 'Fine \\udc00b')}]}`,
  })
  expect(imported).toMatchObject({ status: 200, body: { added: 2, skipped: [] } })
  const video = await server.call('GET', '/api/video/aaaaaaaaaaa')
  expect(video.body.video.title).toBe('a\uFFFD')
  const playlist = await server.call('POST', '/api/user/playlists', {
    token,
    rawBody: '{"playlist":{"title":"Half \\ud83d pair"}}',
  })
  expect(playlist.status).toBe(201)
  expect(playlist.body.playlists.at(-1).title).toBe('Half \uFFFD pair')
  const note = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
    token,
    rawBody: '{"note":{"timeSeconds":1,"text":"\\udfff"}}',
  })
  expect(note.status).toBe(201)
  expect(note.body.notes[0].text).toBe('\uFFFD')
})
