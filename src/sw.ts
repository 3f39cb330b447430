/// <reference lib="webworker" />
import { createMockServer } from './mock-server/app'
import { ControlMessageSchema, runControl } from './mock-server/control'
import { benchSeed } from './mock-server/seed/bench'

declare const self: ServiceWorkerGlobalScope

// The bench seed is compiled in only by `vite build --mode bench`; the product never has it.
const server = createMockServer(__BENCH__ ? { dbName: 'gambit-bench', seed: benchSeed() } : {})

self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  // Only same-origin /api/ requests; everything else goes to the network untouched.
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) return
  // app.fetch rather than hono's handle(): handle() re-fetches from the network on a 404,
  // which would turn a JSON 404 into the host's index.html.
  event.respondWith(server.fetch(event.request))
})

self.addEventListener('message', (event) => {
  const message = ControlMessageSchema.safeParse(event.data)
  const port = event.ports[0]
  if (!message.success) return port?.postMessage({ ok: false, error: 'Unknown control message' })
  if (message.data.type === 'claim') {
    // A hard reload leaves the page uncontrolled; it asks to be claimed (DESIGN.md).
    event.waitUntil(self.clients.claim().then(() => port?.postMessage({ ok: true })))
    return
  }
  event.waitUntil(runControl(server, message.data).then((reply) => port?.postMessage(reply)))
})
