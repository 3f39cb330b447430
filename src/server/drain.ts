import net from 'node:net'
import type { ServerType } from '@hono/node-server'

const GRACE_MS = 10_000
/** Quiet for this long: no new connection (the queue of accepted ones is empty), no request. */
const QUIET_MS = 250
/** A connection that sent no request within this long is a browser's spare, not a request. */
const FIRST_REQUEST_MS = 1_000

/**
 * A stop (SIGTERM, SIGINT) answers every request already sent: connections the system accepted
 * for us before it are still taken from its queue (closing at once reset them), then no new ones
 * are, and `done` runs once the requests under way are answered (10 s at most).
 *
 * Every check runs after a poll of the event loop (setImmediate), and the listener's quiet is
 * counted up to the previous check: a connection the system completed during a long turn
 * (PGlite answers on this thread) is taken only by the next poll, so a quiet measured up to
 * now closed the listener on connections it already held (docs/testing.md, the drain tests).
 */
export function drainOnStop(server: ServerType, inFlight: () => number) {
  let lastConnection = 0
  // Connections whose first request has not been answered: a request is on its way on each.
  const awaitingFirst = new Map<net.Socket, number>()
  let stopping = false
  server.on('connection', (socket: net.Socket) => {
    lastConnection = Date.now()
    awaitingFirst.set(socket, lastConnection)
    socket.once('close', () => awaitingFirst.delete(socket))
  })
  server.prependListener('request', (request, response) => {
    // Before the app answers; while stopping, a client must not send another request on this
    // connection.
    if (stopping) response.setHeader('connection', 'close')
    response.once('finish', () => awaitingFirst.delete(request.socket))
  })
  const requestsComing = (now: number) =>
    [...awaitingFirst.values()].some((acceptedAt) => now - acceptedAt < FIRST_REQUEST_MS)

  return function stop(done: () => void) {
    if (stopping) return
    stopping = true
    const deadline = Date.now() + GRACE_MS
    let listening = true
    let quietSince = Date.now()
    // Every connection the system completed before a check was taken by the poll after it.
    let previousCheck = 0
    const check = () => {
      const now = Date.now()
      const late = now >= deadline
      const takenUpTo = previousCheck
      previousCheck = now
      if (listening && (takenUpTo - lastConnection >= QUIET_MS || late)) {
        // Unlike http.Server's close(), this leaves open connections be: their requests finish.
        net.Server.prototype.close.call(server)
        listening = false
      }
      if (inFlight() > 0 || listening || requestsComing(now)) quietSince = now
      if (now - quietSince < QUIET_MS && !late) return
      clearInterval(watch)
      if ('closeAllConnections' in server) server.closeAllConnections()
      done()
    }
    const watch = setInterval(() => setImmediate(check), 25)
  }
}
