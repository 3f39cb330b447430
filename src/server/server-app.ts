import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'
import { getPath } from 'hono/utils/url'
import { createApp } from '@/api/http/app'
import type { Curators } from '@/api/videos/curators'
import type { DemoAccounts } from '@/api/auth/demo-accounts'
import { openApiDocument } from '@/api/http/openapi'
import openingNames from 'virtual:opening-names'
import shipped from 'virtual:shipped-puzzles'
import type { ServedRequest } from '@/api/http/env'
import type { SignInLimits } from '@/api/store/sign-in-limits'
import type { Store } from '@/api/store/port'
import { askedLanguage, pageFileFor } from '@/shared/static-pages'
import type { Metrics } from './metrics'
import { aroundEveryRequest, type NodeBindings } from './every-request'
import { pagePolicy } from './security-headers'
import type { Search } from '@/shared/engine-judge'

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
  /** GAMBIT_CURATORS: emails of curators (../api/videos/curators.ts). */
  curators?: Curators
  /** GAMBIT_DEMO: the demo accounts locked, or off (../api/auth/demo-accounts.ts). */
  demoAccounts?: DemoAccounts
  /** The engine moves are judged with: GAMBIT_ENGINE_THREADS processes (./engine-pool.ts). */
  engine?: Search
}

/** What the server's own handlers note for the log line and the metrics. */
type ServerEnv = { Bindings: NodeBindings; Variables: { route?: string } }

const memoised = <T>(make: () => T) => {
  let made: T | undefined
  return () => (made ??= make())
}

/** Whether a request is the API's, "/api" and below it, by its path as Hono routes it (decoded). */
const isApiRequest = (request: Request) => {
  const asked = getPath(request)
  return asked === '/api' || asked.startsWith('/api/')
}

/** The page of a request's path, again, by GET and with no query: nothing of it is kept. */
const toPage = (c: Context) => {
  c.header('Cache-Control', 'no-store')
  return c.redirect(c.req.path, 303)
}

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
  engine,
}: ServerAppOptions) {
  const around = aroundEveryRequest(log, metrics)
  const api = createApp(store, {
    openApi: memoised(openApiDocument),
    openingNames: async () => openingNames,
    shippedPuzzles: { fingerprint: shipped.fingerprint, puzzles: async () => shipped.puzzles },
    signInLimits,
    curators,
    demoAccounts,
    engine,
    // Hono's own default: the routes matched at once, not one pattern after another (the worker
    // keeps the smaller PatternRouter). The spec's paths put a fixed segment beside a parameter
    // ("/user/history/all"), which the RegExpRouter refuses: the TrieRouter answers them.
    router: new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] }),
    around,
  })
  /** Who sent a request, as the rate limits count it (docs/api.md, "Rate limits"). */
  const clientAddress = (
    request: Request,
    { incoming }: NonNullable<NodeBindings> = {},
  ): string => {
    const forwarded = trustProxy
      ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
      : ''
    return forwarded || (incoming?.socket?.remoteAddress ?? 'unknown')
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

  const site = new Hono<ServerEnv>()
    .use(around)
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
    // The in-browser back end's worker has no place here.
    .get('/sw.js', (c) => c.text('Not found', 404))
    .use('/assets/*', async (c, next) => {
      await next()
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
    })
    // A form that carries a password never puts it in an address (docs/api.md, "Passwords"): one
    // a browser sent itself (no script ran) comes back to its page, its body neither read nor
    // logged, and an address that holds a password is answered by its page without it.
    .post('*', (c, next) => (path.extname(c.req.path) !== '' ? next() : toPage(c)))
    .get('*', async (c, next) => {
      if (path.extname(c.req.path) !== '') return next()
      if (c.req.query('password') !== undefined) return toPage(c)
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
  /**
   * The API answers in its own app, with the server's step first in its chain: one context and
   * one chain a request, not the site's and then the API's (docs/performance.md, "The server").
   */
  const fetch = (request: Request, env?: NodeBindings) => {
    if (!isApiRequest(request)) return site.fetch(request, env)
    const served: ServedRequest & NodeBindings = {
      ...env,
      clientAddress: clientAddress(request, env),
    }
    return api.app.fetch(request, served)
  }
  return {
    fetch,
    /** A request to the server without a socket (tests): `path` is the URL's path and query. */
    request: async (path: string, init?: RequestInit) =>
      fetch(new Request(new URL(path, 'http://localhost'), init)),
  }
}
