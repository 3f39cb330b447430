// A thread of the attack (./http.mjs, watchHealth): asks /healthz, 20 ms after each answer, and
// posts how long each took and its status.
import { parentPort, workerData } from 'node:worker_threads'
import { sender } from './http.mjs'

const send = sender(new URL(workerData.base))
for (;;) {
  const started = performance.now()
  const { status } = await send('GET', '/healthz')
  parentPort.postMessage({ ms: performance.now() - started, status })
  await new Promise((resolve) => setTimeout(resolve, 20))
}
