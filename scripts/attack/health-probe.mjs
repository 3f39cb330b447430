// A thread of the attack (./http.mjs, watchHealth): asks /healthz, 20 ms after each answer, and
// posts how long each took and its status. `kept`: on one connection kept open, as a balancer's
// pool does, it measures how long the server's thread takes to come to a request; else on a new
// connection each time, it measures that and how long the connection waits to be accepted
// behind a burst of others (Node accepts one a turn of its event loop: docs/performance.md, "No
// request stalls the server").
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { sender } from './http.mjs'

const agent = workerData.kept ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : false
const send = sender(new URL(workerData.base), agent)
for (;;) {
  const started = performance.now()
  const { status } = await send('GET', '/healthz')
  parentPort.postMessage({ ms: performance.now() - started, status })
  await new Promise((resolve) => setTimeout(resolve, 20))
}
