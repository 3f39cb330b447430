import { serve } from '@hono/node-server'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'
import { holdsDotSegment } from './every-request'
import { createServerApp } from './server-app'

// Paths and sockets no page sends (docs/api.md, "Limits"), on a listening server: Node makes
// "/a/b/.." into "/a" before the app sees it, so only raw requests can show what happens.

const dist = mkdtempSync(path.join(tmpdir(), 'gambit-hostile-'))
writeFileSync(path.join(dist, 'routes.json'), JSON.stringify({ screens: ['/'] }))
const testServer = createTestServer()
const app = createServerApp({ store: testServer.store, dist, log: () => undefined })
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
const { port } = await new Promise<AddressInfo>((resolve) =>
  server.once('listening', () => resolve(server.address() as AddressInfo)),
)
afterAll(() => {
  server.close()
  rmSync(dist, { recursive: true, force: true })
})

/** Sends raw requests on one socket; answers what came back before the server closed it. */
function onOneSocket(requests: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (data) => (received += data.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => resolve(received))
    socket.on('connect', async () => {
      for (const request of requests) {
        socket.write(request)
        await new Promise((wait) => setTimeout(wait, 150))
      }
      socket.end()
    })
  })
}

const request = (method: string, target: string, token = '', body = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${token}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`

test('the dot segments are told apart from names', () => {
  for (const target of ['/api/x/..', '/api/x/%2e%2E', '/api/./x', '/api/x/.%2e/y', '/..?a=1'])
    expect(holdsDotSegment(target), target).toBe(true)
  for (const target of ['/api/x/...', '/api/x/.hidden', '/api/x?next=/..', '/api/a..b'])
    expect(holdsDotSegment(target), target).toBe(false)
})

test('"." and ".." segments, plain or encoded, are 404 and reach no other route', async () => {
  const coach = await testServer.login(ALEX)
  const made = await testServer.call('POST', '/api/classes', {
    token: coach.token,
    body: { class: { name: 'Kept' } },
  })
  const classId = made.body.class._id
  const guest = await testServer.login(GUEST)
  const answers = await onOneSocket([
    request('DELETE', `/api/classes/${classId}/students/..`, coach.token),
    request('DELETE', `/api/classes/${classId}/students/%2E%2e`, coach.token),
    request('DELETE', '/api/user/likes/%2e%2e', guest.token, '{"password":"guest-pass-123"}'),
    request('GET', '/api/videos/./..', ''),
  ])
  expect(answers.match(/HTTP\/1\.1 \d+/g)).toEqual(Array(4).fill('HTTP/1.1 404'))
  expect(answers).toContain('No route has a path with \\".\\" or \\"..\\" segments.')
  const still = await testServer.call('GET', `/api/classes/${classId}`, { token: coach.token })
  expect(still.status).toBe(200)
  expect((await testServer.call('GET', '/api/user/likes', { token: guest.token })).status).toBe(200)
})

test('a 413 says "Connection: close" before the socket is closed', async () => {
  const oversized = `{"email":"${'x'.repeat(150 * 1024)}"}`
  const answers = await onOneSocket([
    request('POST', '/api/auth/login', '', oversized),
    request('GET', '/api/categories'),
  ])
  const heads = answers.split('\r\n\r\n')[0]!
  expect(heads).toMatch(/^HTTP\/1\.1 413/)
  expect(heads).toMatch(/^connection: close$/im)
  expect(heads).not.toMatch(/keep-alive/i)
})

test('a refusal before a large body is read closes its socket; refusals of whole requests keep theirs', async () => {
  // The head and the first bytes of a 2 MB body: the rest would follow, unread and thrown away.
  const refused = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    socket.on('error', reject)
    socket.on('data', (data) => {
      received += data.toString('latin1')
      if (received.includes('\r\n\r\n')) {
        socket.destroy()
        resolve(received)
      }
    })
    socket.write(
      'POST /api/catalogue/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${2 * 1024 * 1024}\r\n\r\n{"videos": [`,
    )
  })
  expect(refused).toMatch(/^HTTP\/1\.1 401/)
  expect(refused).toMatch(/^connection: close$/im)
  // A request read whole keeps its connection for the next: a 401, and a 404 of no route.
  const answers = await onOneSocket([
    request('GET', '/api/user/likes'),
    request('POST', '/api/no-such-route', '', '{"small": "body"}'),
  ])
  expect(answers.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 401', 'HTTP/1.1 404'])
  expect(answers).not.toMatch(/^connection: close$/im)
})
