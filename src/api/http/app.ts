import { bodyLimit } from 'hono/body-limit'
import { oneAtATime } from './one-at-a-time'
import { requestsFirst } from './requests-first'
import { routePath } from 'hono/route'
import { HonoBase } from 'hono/hono-base'
import { PatternRouter } from 'hono/router/pattern-router'
import type { Router } from 'hono/router'
import { reasonPhrase } from '@/shared/http-status'
import type { Context, Handler, MiddlewareHandler, Next } from 'hono'
import type { RouterRoute } from 'hono/types'
import { MAX_BODY_BYTES, MAX_IMPORT_BYTES, MAX_PUZZLE_IMPORT_BYTES } from '@/shared/input-rules'
import { isCurator, NO_CURATORS, type Curators } from '../videos/curators'
import type { DemoAccounts } from '../auth/demo-accounts'
import { ROUTE_GROUPS } from './api-routes'
import { CURATOR_PATH, needsToken, OPTIONAL_TOKEN_PATHS } from './guarded-paths'
import { forbidden, invalid, tooLarge } from '../refusals'
import type { ApiEnv, ServedRequest } from './env'
import { toErrorResponse } from './error-answers'
import { messages } from '../messages'
import type { SignInLimits } from '../store/sign-in-limits'
import type { Store } from '../store/port'
import type { OpeningNames } from '@/shared/opening-names'
import { sessionsOf } from '../auth/sessions'
import { nameStoredLessons } from '../openings/lesson-openings'
import { shippedPuzzleLoader, type ShippedPuzzles } from '../puzzles/shipped'
import { verifyAuthorization } from '../auth/tokens'
import type { Search } from '@/shared/engine-judge'

/** Runs before every request's handler: the in-browser back end's delay, and faults in test builds. */
export type BeforeRequest = (method: string, path: string) => Promise<void>

export type AppOptions = {
  beforeRequest?: BeforeRequest
  /** The Node server's rate limits on login, signup and join codes (../store/sign-in-limits.ts). */
  signInLimits?: SignInLimits
  /** The OpenAPI document: openapi.ts's in Node; in the worker, the file the build made. */
  openApi: () => unknown
  /** The opening names (docs/decisions/027): built in on Node; in the worker, the build's file. */
  openingNames: () => Promise<OpeningNames>
  /** The puzzles Gambit ships: built in on Node; in the worker, the build's file. */
  shippedPuzzles: ShippedPuzzles
  /**
   * The engine moves are judged with (docs/engine.md, "The server's engine"): the Node server's
   * processes, a table of positions in tests; none in the browser (docs/decisions/039).
   */
  engine?: Search
  /** Emails of curators beyond the stored role (GAMBIT_CURATORS on the server). */
  curators?: Curators
  /** The demo accounts: the user's own in the browser; on a server locked, or off (../auth/demo-accounts.ts). */
  demoAccounts?: DemoAccounts
  /**
   * How a request finds its route: the worker's is the smallest (PatternRouter tries each route's
   * pattern in turn); the Node server passes one that matches all 81 at once (docs/performance.md,
   * "The server").
   */
  router?: Router<[Handler, RouterRoute]>
  /**
   * The Node server's step around every request it answers (log line, metrics, headers), run
   * first in this app's own chain: one context and one chain a request (docs/performance.md).
   */
  around?: MiddlewareHandler
}

/**
 * The API as one Hono app over any Store: the service worker, the Node tests and the Node
 * server all run this same app (docs/architecture.md).
 */
export function createApp(
  store: Store,
  {
    beforeRequest,
    openApi,
    openingNames,
    shippedPuzzles,
    signInLimits,
    engine,
    curators = NO_CURATORS,
    demoAccounts = 'open',
    router = new PatternRouter(),
    around,
  }: AppOptions,
) {
  const authenticate: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const header = c.req.header('authorization')
    const { _id, sid } = await verifyAuthorization(header, await store.tokenSecret())
    await sessionsOf(store).check(sid, _id)
    c.set('userId', _id)
    c.set('sessionId', sid)
    await next()
  }
  const curatorsOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const user = await store.read((tx) => tx.user(c.get('userId')))
    if (!user || !isCurator(user, curators)) throw forbidden(messages.notCurator)
    await next()
  }
  // Lessons stored before openings were named get theirs before the first answer of this start
  // (openings/lesson-openings.ts); a failure (the names not reachable yet) is tried again on the
  // next request.
  let naming: Promise<void> | undefined
  let named = false
  const lessonsNamed = () =>
    (naming ??= nameStoredLessons(store, openingNames).then(
      () => void (named = true),
      (error: unknown) => {
        naming = undefined
        console.warn('Gambit back end: lessons not named yet', error)
      },
    ))
  // The shipped puzzles reach the store at the first request that needs them (puzzles/shipped.ts);
  // until they can be read (the worker offline on its first visit) puzzles answer what is stored.
  // Its transactions go between requests (requests-first.ts).
  const requests = requestsFirst()
  const shipped = shippedPuzzleLoader(store, shippedPuzzles, requests.pause)
  const puzzlesLoaded = () => requests.awaiting(shipped.loaded())
  const puzzleStored = (puzzleId: string) => requests.awaiting(shipped.stored(puzzleId))
  const accountWork = oneAtATime()
  const app = new HonoBase<ApiEnv>({ router }).basePath('/api')
  app.use((_c, next) => requests.answer(next))
  if (around) app.use(around)
  app.use(async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'))
    c.set('requestId', requestId)
    // Every answer names its request, refusals and failures included (docs/api.md).
    c.header('x-request-id', requestId)
    // An id in the path with U+0000 would reach the database (request-body.ts: bodies).
    if (['%00', '\u0000'].some((nul) => c.req.url.includes(nul)))
      throw invalid(messages.nulCharacter)
    c.set('store', store)
    c.set('openApi', openApi)
    c.set('openingNames', openingNames)
    c.set('puzzlesLoaded', puzzlesLoaded)
    c.set('puzzleStored', puzzleStored)
    c.set('puzzlesMeanwhile', shipped.fileMeanwhile)
    c.set('signInLimits', signInLimits)
    c.set('curators', curators)
    c.set('engine', engine)
    c.set('demoAccounts', demoAccounts)
    c.set('clientAddress', c.env?.clientAddress ?? 'unknown')
    c.set('oneAtATime', accountWork)
    await beforeRequest?.(c.req.method, c.req.path)
    if (!named) await lessonsNamed()
    // Who asks, then the body's size: one step of the chain (docs/performance.md, "The server").
    // A refusal is the route's too (the log and the metrics name it).
    try {
      await whoAsks(c, async () => {
        await bodyWithinLimits(c, next)
      })
    } finally {
      if (c.env) c.env.route = routePath(c, -1)
    }
  })
  for (const group of ROUTE_GROUPS) app.route('/', group)
  // Who asks is known before a byte of the body is read: a request without a token (or a
  // curator's role) is refused with its body unread, whatever its size (docs/api.md, "Limits").
  function whoAsks(c: Context<ApiEnv>, next: Next) {
    const path = c.req.path.slice('/api'.length)
    // A token is welcome here, and checked when given; none is a visitor.
    if (OPTIONAL_TOKEN_PATHS.some((optional) => optional === path))
      return c.req.header('authorization') ? authenticate(c, next) : next()
    // Logging out reads its own token: a missing one is its 401, a stale one still logs out.
    if (!needsToken(path) || path === '/auth/logout') return next()
    if (path === CURATOR_PATH || path.startsWith(`${CURATOR_PATH}/`))
      return authenticate(c, async () => void (await curatorsOnly(c, next)))
    return authenticate(c, next)
  }
  app.onError(toErrorResponse)
  app.notFound((c) => c.json({ errors: [messages.noRoute(c.req.method, c.req.path)] }, 404))

  // Responses made in a worker carry no reason phrase unless given one; the request tester shows it.
  const fetch = async (request: Request, served?: ServedRequest) => {
    const response = await app.fetch(request, served)
    return new Response(response.body, {
      status: response.status,
      statusText: reasonPhrase(response.status),
      headers: response.headers,
    })
  }
  return { app, fetch, routes: () => listRoutes(app) }
}

const BODILESS = new Set(['GET', 'HEAD'])
/**
 * Counted while it is read, chunked or not: a larger body is refused before it is held. A GET
 * has none, and asking for it costs the Node server a whole Request (docs/performance.md).
 */
const bodyWithinLimits: MiddlewareHandler<ApiEnv> = (c, next) =>
  BODILESS.has(c.req.method)
    ? next()
    : c.req.path === IMPORT_PATH
      ? limitImport(c, next)
      : c.req.path === PUZZLE_IMPORT_PATH
        ? limitPuzzleImport(c, next)
        : limitBody(c, next)
const limited = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge(message)
    },
  })
const limitBody = limited(MAX_BODY_BYTES, messages.bodyTooLarge)
// A curator's import may be a whole sheet of videos (docs/api.md, "Catalogue").
const IMPORT_PATH = '/api/catalogue/import'
const limitImport = limited(MAX_IMPORT_BYTES, messages.importTooLarge)
const PUZZLE_IMPORT_PATH = '/api/catalogue/puzzles/import'
const limitPuzzleImport = limited(MAX_PUZZLE_IMPORT_BYTES, messages.puzzleImportTooLarge)

/** A caller's own request id (a proxy's, say) when it is a plain token, else a new one. */
const requestIdOf = (given: string | undefined) =>
  given && /^[\w.:-]{1,100}$/.test(given) ? given : crypto.randomUUID()

/** Every route as "METHOD /api/path", read from the app itself (the request tester suggests them). */
function listRoutes(app: HonoBase<ApiEnv>): string[] {
  const seen = new Set<string>()
  for (const { method, path } of app.routes) if (method !== 'ALL') seen.add(`${method} ${path}`)
  return [...seen]
}
