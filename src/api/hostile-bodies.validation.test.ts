import { expect, test } from 'vitest'
import { API_ROUTES } from '@/api/http/api-routes'
import { MAX_BODY_DEPTH } from '@/shared/input-rules'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// Bodies no page sends (docs/api.md, "Limits"): refused with a 4xx, never read further than
// needed, never a 500. Refused before any store: one store shows it; what a store keeps of them
// is in input-rules.contract.test.ts (docs/testing.md, "Which layer").

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
