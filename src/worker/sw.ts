/// <reference lib="webworker" />
import { parseControlMessage } from '@/shared/worker-protocol'
import { runControl } from './control'
import type { Faults } from './faults'
import { createBrowserBackEnd } from './browser-back-end'
import { benchSeed } from '@/api/seed/bench'
import { recordTraffic, recentTraffic } from './traffic'
import {
  dropOldCaches,
  offlineResponse,
  openApiFile,
  openingNamesFile,
  precache,
  shippedPuzzlesFile,
} from './offline'

declare const self: ServiceWorkerGlobalScope

// Fault injection exists only in test and bench builds (`__TEST_CONTROLS__`); the bench seed only
// in `vite build --mode bench`. The product's worker has neither (docs/testing.md).
let faults: Faults | undefined
const faultsReady = __TEST_CONTROLS__
  ? import('./faults').then(({ Faults }) => (faults = new Faults()))
  : undefined
const server = createBrowserBackEnd({
  ...(__BENCH__ ? { dbName: 'gambit-bench', seed: benchSeed() } : {}),
  faults: __TEST_CONTROLS__
    ? { check: (method: string, path: string) => faults?.check(method, path) }
    : undefined,
  openApi: openApiFile,
  openingNames: openingNamesFile,
  shippedPuzzles: shippedPuzzlesFile,
})

let precaching: Promise<void> | undefined

self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), dropOldCaches()])),
)

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  // Other origins (YouTube's thumbnails) go to the network untouched.
  if (url.origin !== self.location.origin) return
  if (!url.pathname.startsWith('/api/')) {
    const offline = event.request.method === 'GET' ? offlineResponse(event.request, url) : undefined
    if (offline) event.respondWith(offline)
    return
  }
  // app.fetch rather than hono's handle(): handle() re-fetches from the network on a 404,
  // which would turn a JSON 404 into the host's index.html.
  event.respondWith(recordTraffic(event.request, server.fetch))
})

self.addEventListener('message', (event) => {
  const port = event.ports[0]
  const message = parseControlMessage(event.data)
  if (!message) {
    if (__TEST_CONTROLS__) {
      event.waitUntil(
        faultsReady!.then((ready) => {
          const handled = ready.handle(event.data)
          port?.postMessage(
            handled ? { ok: true } : { ok: false, error: 'Unknown control message' },
          )
        }),
      )
      return
    }
    return port?.postMessage({ ok: false, error: 'Unknown control message' })
  }
  if (message.type === 'claim') {
    // A hard reload leaves the page uncontrolled; it asks to be claimed (docs/architecture.md).
    event.waitUntil(self.clients.claim().then(() => port?.postMessage({ ok: true })))
    return
  }
  if (message.type === 'precache') {
    // Asked by the page once it runs, so caching never delays the back end's first answer. A
    // second ask (another tab, a test) is answered when the one under way ends.
    precaching ??= precache().finally(() => (precaching = undefined))
    event.waitUntil(precaching.then(() => port?.postMessage({ ok: true })))
    return
  }
  if (message.type === 'version') return port?.postMessage({ ok: true, buildId: __BUILD_ID__ })
  event.waitUntil(
    runControl({ store: server.store, traffic: recentTraffic }, message).then((reply) =>
      port?.postMessage(reply),
    ),
  )
})
