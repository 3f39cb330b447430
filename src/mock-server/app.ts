import { Hono } from 'hono/tiny'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { reasonPhrase } from '@/lib/http-status'
import type { User, UserProfile } from '@/types/api'
import { verifyAuthorization } from './auth'
import { Faults } from './faults'
import { HttpError, toErrorResponse } from './http-error'
import { userLists, type UserLists } from './lists'
import { messages } from './messages'
import { playlists, type Playlists } from './playlists'
import { authRoutes } from './routes/auth'
import { historyRoutes } from './routes/history'
import { likesRoutes } from './routes/likes'
import { playlistRoutes } from './routes/playlists'
import { testTodoRoutes } from './routes/test-todos'
import { videoRoutes } from './routes/videos'
import { watchLaterRoutes } from './routes/watch-later'
import { Store, type SeedData } from './store'

export type MockEnv = {
  Variables: {
    store: Store
    lists: UserLists
    playlists: Playlists
    fullUser: (profile: UserProfile) => Promise<User>
    userId: string
  }
}

export type MockServerOptions = { dbName?: string; defaultDelayMs?: number; seed?: SeedData }

export const DEFAULT_DELAY_MS = 400

/** The mock back end: the same Hono app runs in the service worker and in Node tests. */
export function createMockServer({
  dbName = 'gambit',
  defaultDelayMs = DEFAULT_DELAY_MS,
  seed,
}: MockServerOptions = {}) {
  const store = new Store({ dbName, defaultDelayMs, seed })
  const faults = new Faults()
  const lists = userLists(() => store.db())
  const userPlaylists = playlists(lists)
  const fullUser = async (profile: UserProfile): Promise<User> => {
    const read = (list: 'likes' | 'history' | 'watchlater') =>
      lists.read(profile._id, list, messages.emailNotRegistered)
    const [likes, history, watchlater, playlistsOfUser] = await Promise.all([
      read('likes'),
      read('history'),
      read('watchlater'),
      userPlaylists.readAll(profile._id),
    ])
    return { ...profile, likes, history, watchlater, playlists: playlistsOfUser }
  }

  const app = new Hono<MockEnv>()
    .basePath('/api')
    .use(async (c, next) => {
      c.set('store', store)
      c.set('lists', lists)
      c.set('playlists', userPlaylists)
      c.set('fullUser', fullUser)
      const delay = await store.delay()
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
      const fault = faults.take(c.req.method, c.req.path)
      if (fault)
        throw fault.status >= 500
          ? new Error('Injected fault')
          : new HttpError(fault.status as ContentfulStatusCode, 'Injected fault')
      await next()
    })
    .use('/user/*', async (c, next) => {
      const { _id } = await verifyAuthorization(c.req.header('authorization'), await store.secret())
      c.set('userId', _id)
      await next()
    })
    .route('/', authRoutes)
    .route('/', videoRoutes)
    .route('/', likesRoutes)
    .route('/', watchLaterRoutes)
    .route('/', historyRoutes)
    .route('/', playlistRoutes)
    .route('/', testTodoRoutes)

  app.onError(toErrorResponse)
  // Responses made in a worker carry no reason phrase unless given one; the request tester shows it.
  const withReason = (response: Response) =>
    new Response(response.body, {
      status: response.status,
      statusText: reasonPhrase(response.status),
      headers: response.headers,
    })
  const fetch = async (request: Request) => withReason(await app.fetch(request))
  app.notFound((c) => c.json({ errors: [messages.noRoute(c.req.method, c.req.path)] }, 404))
  return { app, fetch, store, lists, faults, routes: () => listRoutes(app) }
}

export type MockServer = ReturnType<typeof createMockServer>

/** Every route as "METHOD /api/path", read from the app itself (the request tester suggests them). */
export function listRoutes(app: Hono<MockEnv>): string[] {
  const seen = new Set<string>()
  for (const { method, path } of app.routes) if (method !== 'ALL') seen.add(`${method} ${path}`)
  return [...seen]
}
