import { expect, test } from 'vitest'
import { API_ROUTES } from '@/api/http/api-routes'
import { MAX_BODY_DEPTH } from '@/shared/input-rules'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// Bodies no page sends (docs/api.md, "Limits"): refused with a 4xx, never read further than
// needed, never a 500; on every store.

/** A body of `chunks` × 64 KB that counts how much of it was read. */
function countedBody(chunks: number) {
  const chunk = new TextEncoder().encode(`[${'1,'.repeat(32 * 1024 - 1)}`)
  const read = { chunks: 0 }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.chunks >= chunks) return controller.close()
      read.chunks++
      controller.enqueue(chunk)
    },
  })
  return { body, read }
}

test('a body sent without a token, or without a curator’s role, is refused unread', async () => {
  const server = createTestServer()
  const { token } = await server.login(GUEST)
  for (const [as, status] of [
    [undefined, 401],
    [token, 403],
  ] as const) {
    const { body, read } = countedBody(32) // 2 MB
    const answer = await server.app.request('/api/catalogue/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(as && { authorization: as }) },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(answer.status).toBe(status)
    expect(read.chunks).toBeLessThanOrEqual(2)
  }
  const { body, read } = countedBody(32)
  const unauthenticated = await server.app.request('/api/user/likes', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit)
  expect(unauthenticated.status).toBe(401)
  expect(read.chunks).toBeLessThanOrEqual(2)
})

test(`a body nested deeper than ${MAX_BODY_DEPTH} levels is a 400 on every route that takes one`, async () => {
  const server = createTestServer()
  const { token } = await server.login(ALEX)
  const deep = '['.repeat(20_000) + ']'.repeat(20_000)
  const withBodies = API_ROUTES.filter((route) => route.body)
  expect(withBodies.length).toBeGreaterThan(20)
  for (const { method, path } of withBodies) {
    const url = `/api${path.replace(/:\w+/g, 'x')}`
    const answer = await server.call(method, url, { token, rawBody: deep })
    expect(answer, `${method} ${url}`).toMatchObject({
      status: 400,
      body: {
        errors: [
          `The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of lists and objects.`,
        ],
      },
    })
  }
  // A body as deep as the limit allows is read as usual.
  const atTheLimit = `{"video":${'{"x":'.repeat(MAX_BODY_DEPTH - 2)}1${'}'.repeat(MAX_BODY_DEPTH - 2)}}`
  const usual = await server.call('POST', '/api/user/likes', { token, rawBody: atTheLimit })
  expect(usual.status).toBe(400)
  expect(usual.body.errors[0]).toMatch(/^Invalid request body: video\._id/)
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
