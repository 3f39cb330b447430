import { serve, type ServerType } from '@hono/node-server'
import net from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { drainOnStop } from './drain'

// The rules of a stop (drain.ts) on a server in this process; drain.test.ts stops the built
// server under load.

let server: ServerType | undefined
afterEach(() => server?.close())

function started() {
  return new Promise<{ server: ServerType; port: number }>((resolve) => {
    const running = serve({ fetch: () => new Response('answered'), port: 0 }, (info) =>
      resolve({ server: running, port: info.port }),
    )
    server = running
  })
}

const connected = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })

const answerOn = (socket: net.Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    socket.on('data', (chunk) => (text += chunk))
    socket.once('close', () => resolve(text))
    socket.once('error', reject)
    socket.write('GET / HTTP/1.1\r\nhost: localhost\r\n\r\n')
  })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('a connection opened before the stop whose request comes later is still answered', async () => {
  const { server, port } = await started()
  const stop = drainOnStop(server, () => 0)
  const early = await connected(port)
  await pause(50)
  let done = false
  stop(() => (done = true))
  // Longer than the quiet that closes the listener, then the connections without a request.
  await pause(700)
  expect(done).toBe(false)
  const answer = await answerOn(early)
  expect(answer).toMatch(/^HTTP\/1\.1 200/)
  // While stopping the client is told not to send another request on it.
  expect(answer.toLowerCase()).toContain('connection: close')
  expect(answer).toContain('answered')
  await expect.poll(() => done, { timeout: 3_000 }).toBe(true)
})

test('once stopped, no new connection is taken', async () => {
  const { server, port } = await started()
  const stop = drainOnStop(server, () => 0)
  let done = false
  stop(() => (done = true))
  await expect.poll(() => done, { timeout: 3_000 }).toBe(true)
  await expect(connected(port)).rejects.toThrow(/ECONNREFUSED/)
})
