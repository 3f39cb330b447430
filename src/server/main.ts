import { serve } from '@hono/node-server'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { setPasswordHashingSlots } from '@/api/auth/passwords'
import { curatorsFrom } from '@/api/videos/curators'
import { batchedLog } from './log-writer'
import { drainOnStop } from './drain'
import { enginePool, engineThreadsFrom } from './engine-pool'
import { createMetrics } from './metrics'
import { fail as failWith, openStore } from './open-store'
import { createServerApp } from './server-app'

/**
 * `npm run serve`: the site and its API from Node (README, "Run it on a server").
 *   PORT                 8787
 *   DATABASE_URL         a PostgreSQL server; without it, PGlite keeps the data in GAMBIT_DATA_DIR
 *   GAMBIT_DATA_DIR      ./data
 *   GAMBIT_DB_SCHEMA     a schema of its own in DATABASE_URL's database (several sites, the bench)
 *   GAMBIT_DB_POOL       connections to DATABASE_URL per instance, 20
 *   GAMBIT_TOKEN_SECRET  at least 32 characters, the same for every instance; else kept in the database
 *   GAMBIT_DIST          the page's build, ./dist
 *   GAMBIT_TRUST_PROXY   1 behind a proxy: rate limits count X-Forwarded-For's first address
 *   GAMBIT_METRICS       1: Prometheus metrics at /metrics (keep it from the internet)
 *   GAMBIT_CURATORS      emails of curators, separated by commas
 *   GAMBIT_DEMO          1: the demo accounts, locked (on PGlite by default); 0: none
 *   GAMBIT_ENGINE_THREADS  engines judging learners' moves, one search at a time each, 1
 *                        (with DATABASE_URL by default) (docs/decisions/021)
 */

const fail = (what: string) => failWith('Gambit server', what)
// Passwords are hashed on all cores but the one that answers requests (auth/passwords.ts).
setPasswordHashingSlots(availableParallelism() - 1)
const port = Number(process.env.PORT ?? 8787)
const { store, postgres, demoAccounts, where } = openStore('Gambit server')

// Migrated and seeded before the first request is taken; said, since a first start takes a few
// seconds with nothing else in the log (issue 59). `npm run bench:server` measures it.
const opening = performance.now()
console.log(`Opening the data in ${where} (a new one is migrated and seeded first)…`)
await store.catalogue().catch(fail('the database could not be opened'))
console.log(`Data ready in ${((performance.now() - opening) / 1000).toFixed(1)} s`)
const dist = path.resolve(process.env.GAMBIT_DIST ?? 'dist')
// One JSON line per request, written a turn of the event loop at a time (log-writer.ts).
const logs = batchedLog((text) => process.stdout.write(text))
/** Set by a stop (below): /readyz answers 503 from then on. */
let stopping = false
// Started at the first move judged, not before (./engine-process.ts).
const engines = enginePool({ threads: engineThreadsFrom(process.env.GAMBIT_ENGINE_THREADS) })
const app = (() => {
  try {
    return createServerApp({
      store,
      dist,
      log: logs.log,
      signInLimits: store.signInLimits,
      trustProxy: process.env.GAMBIT_TRUST_PROXY === '1',
      curators: curatorsFrom(process.env.GAMBIT_CURATORS),
      demoAccounts,
      engine: engines.search,
      stopping: () => stopping,
      metrics:
        process.env.GAMBIT_METRICS === '1'
          ? createMetrics({ poolStats: postgres?.poolStats })
          : undefined,
    })
  } catch (error) {
    return fail(`no page build in ${dist} (npm run serve builds it)`)(error)
  }
})()
// Requests being answered now, so that a stop waits for them (below).
let inFlight = 0
const counted: typeof app.fetch = async (...args) => {
  inFlight++
  try {
    return await app.fetch(...args)
  } finally {
    inFlight--
  }
}

const server = serve({ fetch: counted, port }, () => {
  console.log(`Gambit on http://localhost:${port}, data in ${where}`)
  if (demoAccounts === 'locked')
    console.log('Demo accounts on (GAMBIT_DEMO): anyone can log in to them; nobody can change them')
})

const drain = drainOnStop(server, () => inFlight)
function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: finishing the requests under way, then stopping`)
  drain(() => {
    engines.close()
    logs.flush()
    void store.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
