import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { IncomingMessage } from 'node:http'
import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'
import { createApp } from '@/api/http/app'
import type { Curators } from '@/api/catalogue/curators'
import type { DemoAccounts } from '@/api/auth/demo-accounts'
import { openApiDocument } from '@/api/http/openapi'
import openingNames from 'virtual:opening-names'
import shipped from 'virtual:shipped-puzzles'
import type { ServedRequest } from '@/api/http/env'
import type { SignInLimits } from '@/api/store/sign-in-limits'
import type { Store } from '@/api/store/port'
import { askedLanguage, pageFileFor } from '@/shared/static-pages'
import type { Metrics } from './metrics'
import { NOTHING_POLICY, pagePolicy, SECURITY_HEADERS } from './security-headers'

export type ServerAppOptions = {
  store: Store
  /** The page's build (`npm run build`): dist/. */
  dist: string
  log?: (line: string) => void
  /** Rate limits on login and signup (the store's, in its database). */
  signInLimits?: SignInLimits
  /** GAMBIT_TRUST_PROXY=1: the client is X-Forwarded-For's first hop, not the socket's peer. */
  trustProxy?: boolean
  /** True once the process is stopping (SIGTERM): /readyz then sends traffic elsewhere. */
  stopping?: () => boolean
  /** GAMBIT_METRICS=1: requests are counted and timed, and /metrics answers. */
  metrics?: Metrics
  /** GAMBIT_CURATORS: emails of curators (../api/catalogue/curators.ts). */
  curators?: Curators
  /** GAMBIT_DEMO: the demo accounts locked, or off (../api/auth/demo-accounts.ts). */
  demoAccounts?: DemoAccounts
}

/** What the server's own handlers note for the log line and the metrics. */
type ServerEnv = { Variables: { route: string } }

const PROBES = ['/healthz', '/readyz', '/metrics']
const SECURITY_ENTRIES = Object.entries(SECURITY_HEADERS)
const gzip = compress()

/** A request's route for the log and metrics: the API's template, else what kind of file. */
const routeOf = (c: Context<ServerEnv>) => {
  const { path: asked } = c.req
  if (PROBES.includes(asked)) return asked
  return c.get('route') ?? (asked.startsWith('/assets/') ? '/assets/*' : 'static')
}

const memoised = <T>(make: () => T) => {
  let made: T | undefined
  return () => (made ??= make())
}

const DOT_SEGMENTS = 'No route has a path with "." or ".." segments.'
/** Whether a request target's path has a "." or ".." segment, written plainly or encoded. */
export const holdsDotSegment = (target: string) =>
  /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(target.split('?')[0] ?? '')

/** Tells the page it is served by this server: it talks to /api here and runs no worker. */
export const SERVER_FLAG = '<meta name="gambit-backend" content="server" />'

/**
 * The Node server (docs/architecture.md, "Beyond one browser"): the same Hono app as the
 * in-browser back end, over PostgreSQL, and the page's build, answered as a static host would.
 * No delay, reset or fault controls: those belong to the in-browser back end.
 */
export function createServerApp({
  store,
  dist,
  log = console.log,
  signInLimits,
  trustProxy = false,
  stopping = () => false,
  metrics,
  curators,
  demoAccounts = 'off',
}: ServerAppOptions) {
  const api = createApp(store, {
    openApi: memoised(openApiDocument),
    openingNames: async () => openingNames,
    shippedPuzzles: { fingerprint: shipped.fingerprint, puzzles: async () => shipped.puzzles },
    signInLimits,
    curators,
    demoAccounts,
    // Hono's own default: the routes matched at once, not one pattern after another (the worker
    // keeps the smaller PatternRouter).
    router: new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] }),
  })
  /** Who sent a request, as the rate limits count it (docs/api.md, "Rate limits"). */
  const clientAddress = (c: Context): string => {
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : ''
    if (forwarded) return forwarded
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
    return incoming?.socket.remoteAddress ?? 'unknown'
  }
  const { screens } = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')) as {
    screens: string[]
  }
  const pages = new Map<string, { html: string; policy: string }>()
  /** A page of the build, marked as served by this server, without the worker's registration. */
  const page = (file: string) => {
    let served = pages.get(file)
    if (served === undefined) {
      const html = readFileSync(path.join(dist, file), 'utf8')
        .replace(/<meta charset="[^"]*" \/>/i, (charset) => `${charset}${SERVER_FLAG}`)
        // shell.html registers the worker from its <head> (build/service-worker-plugin.ts).
        .replace(/<script>navigator\.serviceWorker[^<]*<\/script>/, '')
      if (!html.includes(SERVER_FLAG)) throw new Error(`${file}: no <meta charset> to mark`)
      served = { html, policy: pagePolicy(html) }
      pages.set(file, served)
    }
    return served
  }

  return (
    new Hono<ServerEnv>()
      // Around every request, as one step of the chain rather than four (docs/performance.md,
      // "The server"): a path with dot segments refused, gzip for a client that takes it (the
      // others are told the answer varies), the security headers, and one JSON line.
      .use(async (c, next) => {
        const started = performance.now()
        const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
        const takesGzip = Boolean(c.req.header('accept-encoding'))
        // Node makes "/a/b/.." into "/a" before Hono sees it, so a path could reach another
        // route ("DELETE /api/user/likes/%2e%2e" is "DELETE /api/user"): it is no route at all.
        if (holdsDotSegment(incoming?.url ?? '')) c.res = c.json({ errors: [DOT_SEGMENTS] }, 404)
        else if (takesGzip) await gzip(c, next)
        else await next()
        // On the answer's own headers: c.header() after the answer is made would copy the
        // answer, and on Node that turns its light Response into a whole one, body stream and
        // all (docs/performance.md, "The server").
        const { headers, status } = c.res
        if (!takesGzip) headers.append('Vary', 'Accept-Encoding')
        // A 413 leaves the rest of the body unread and the socket is closed after the answer:
        // the client is told, so that it does not send its next request on it.
        if (status === 413) headers.set('Connection', 'close')
        for (const [name, value] of SECURITY_ENTRIES) headers.set(name, value)
        if (!headers.has('Content-Security-Policy'))
          headers.set('Content-Security-Policy', NOTHING_POLICY)
        const ms = performance.now() - started
        const route = routeOf(c)
        metrics?.observe(c.req.method, route, status, ms / 1000)
        // What an address holds (a line break, say) stays inside its JSON string.
        log(
          JSON.stringify({
            time: new Date().toISOString(),
            level: status >= 500 ? 'error' : 'info',
            requestId: headers.get('x-request-id') ?? undefined,
            method: c.req.method,
            route,
            path: c.req.path,
            status,
            ms: Math.round(ms * 10) / 10,
          }),
        )
      })
      // For a process manager or a load balancer: the process is up; the database answers.
      .get('/healthz', (c) => c.json({ status: 'up' }))
      .get('/metrics', async (c, next) => {
        if (!metrics) return next()
        c.header('Cache-Control', 'no-store')
        return c.body(await metrics.text(), 200, { 'Content-Type': metrics.contentType })
      })
      .get('/readyz', async (c) => {
        if (stopping()) return c.json({ status: 'Stopping.' }, 503)
        try {
          await store.ping()
          return c.json({ status: 'ready' })
        } catch {
          return c.json({ status: 'The database does not answer.' }, 503)
        }
      })
      .all('/api/*', async (c) => {
        const served: ServedRequest = { clientAddress: clientAddress(c) }
        // The app itself, not the worker's wrapper (which copies each answer for its reason
        // phrase, that Node writes by itself).
        const response = await api.app.fetch(c.req.raw, served)
        c.set('route', served.route || '/api/*')
        return response
      })
      // The in-browser back end's worker has no place here.
      .get('/sw.js', (c) => c.text('Not found', 404))
      .use('/assets/*', async (c, next) => {
        await next()
        c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
      })
      .get('*', async (c, next) => {
        if (path.extname(c.req.path) !== '') return next()
        // In the reader's language when the build has the page in it (docs/decisions/032).
        const { file, status } = pageFileFor(
          c.req.path,
          (candidate) => existsSync(path.join(dist, candidate)),
          screens,
          askedLanguage(c.req.header('cookie'), c.req.header('accept-language')),
        )
        const { html, policy } = page(file)
        c.set('route', 'page')
        c.header('Cache-Control', 'no-cache')
        c.header('Vary', 'Cookie, Accept-Language', { append: true })
        c.header('Content-Security-Policy', policy)
        return c.html(html, status)
      })
      .use('*', async (c, next) => {
        await next()
        if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-cache')
      })
      .get('*', serveStatic({ root: dist }))
      .get('*', (c) => c.text('Not found', 404))
  )
}
