import { openDB } from 'idb'
import { createApp } from '@/api/http/app'
import type { Search } from '@/shared/engine-judge'
import { tableEngine } from './table-engine'
import { openApiDocument } from '@/api/http/openapi'
import names from 'virtual:opening-names'
import shipped from 'virtual:shipped-puzzles'
import { Faults } from '@/worker/faults'
import { createBrowserBackEnd, type BrowserBackEndOptions } from '@/worker/browser-back-end'
import { defaultSeed, type SeedData } from '@/api/seed/seed-data'
import { createSqlStore } from '@/api/store/postgres/sql-store'
import type { SqlDatabase } from '@/api/store/postgres/sql'
import type { Store } from '@/api/store/port'
import type { Curators } from '@/api/videos/curators'
import type { DemoAccounts } from '@/api/auth/demo-accounts'
import type { User, Video } from '@/shared/entities'

import { ALEX, GUEST } from './demo-logins'

export { ALEX, GUEST }

/**
 * Which store the API contract runs against (docs/testing.md): fake IndexedDB by default; the
 * Vitest projects api-pglite and api-postgres set GAMBIT_TEST_STORE.
 */
export type StoreKind = 'indexeddb' | 'pglite' | 'postgres'
export const storeKind = (process.env.GAMBIT_TEST_STORE ?? 'indexeddb') as StoreKind

type CallOptions = {
  body?: unknown
  rawBody?: string
  token?: string
  headers?: Record<string, string>
}
export type CallResult = {
  status: number
  body: any
  contentType: string | null
  /** The answer's Retry-After, when it has one. */
  retryAfter: string | null
}

// Made once per test file: the tests compare answers with it.
let document: unknown
const openApi = () => (document ??= openApiDocument())
/** The opening names, built by the build's plugin (vite.config.ts gives it to the tests too). */
export const openingNames = async () => names
/** The shipped puzzles, built in as on the Node server. */
export const shippedPuzzles = {
  fingerprint: shipped.fingerprint,
  puzzles: async () => shipped.puzzles,
}

let databases = 0
const uniqueName = (prefix: string) => `${prefix}_${++databases}_${Date.now()}_${process.pid}`

/** A database opened on first use (so that screen tests never load PostgreSQL's drivers). */
function openedOnUse(open: () => Promise<SqlDatabase>): SqlDatabase {
  let database: Promise<SqlDatabase> | undefined
  const get = () => (database ??= open())
  return {
    transaction: async (work, options) => (await get()).transaction(work, options),
    read: async (work, options) => (await get()).read(work, options),
    close: async () => (await get()).close(),
  }
}

// One PostgreSQL per test file, a schema per test server: starting PGlite takes seconds.
let shared: SqlDatabase | undefined
export function sharedSqlDatabase(): SqlDatabase {
  shared ??= openedOnUse(async () => {
    if (storeKind !== 'postgres') return (await import('./pglite-dump')).memoryPglite()
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('GAMBIT_TEST_STORE=postgres needs DATABASE_URL')
    return (await import('@/api/store/postgres/pg-database')).pgDatabase(url, 4)
  })
  return shared
}

/** What every test server offers, whatever its store: the API and a way to call it. */
function withCalls<S extends Store>(server: ReturnType<typeof createApp> & { store: S }) {
  async function call(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.authorization = options.token
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    if (body !== undefined) headers['content-type'] ??= 'application/json'
    const response = await server.app.request(path, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // Leave non-JSON answers as text so assertions can show them.
    }
    return {
      status: response.status,
      body: parsed,
      contentType: response.headers.get('content-type'),
      retryAfter: response.headers.get('retry-after'),
    }
  }

  async function login(credentials = GUEST): Promise<{ token: string; user: User }> {
    const { status, body } = await call('POST', '/api/auth/login', { body: credentials })
    if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`)
    return { token: body.encodedToken, user: body.foundUser }
  }

  return { ...server, call, login }
}

/**
 * The in-browser back end over its own fake IndexedDB database, at delay 0, with test faults,
 * and its own controls (delay, reset) and a look past the API (`countRecords`, `countUsers`).
 */
export function createBrowserTestServer(options: Partial<BrowserBackEndOptions> = {}) {
  const faults = new Faults()
  const dbName = options.dbName ?? uniqueName('test')
  const server = createBrowserBackEnd({
    defaultDelayMs: 0,
    faults,
    openApi,
    openingNames,
    shippedPuzzles,
    ...options,
    dbName,
  })
  /** How many records an object store holds, whoever they belong to. */
  async function countRecords(storeName: string): Promise<number> {
    await server.store.catalogue() // the database exists and is migrated
    const db = await openDB(dbName)
    try {
      return await db.count(storeName)
    } finally {
      db.close()
    }
  }
  const countUsers = () => countRecords('users')
  return { ...withCalls(server), dbName, faults, countUsers, countRecords }
}

type TestServerOptions = {
  seed?: SeedData
  /** Another test server's database (its `dbName`): a new build, or a second instance, on it. */
  dbName?: string
  /** GAMBIT_CURATORS's emails. */
  curators?: Curators
  /**
   * The demo accounts as a server's GAMBIT_DEMO makes them (SQL stores only: `locked` or `off`);
   * by default the browser's contract (`open`), which the server also meets with GAMBIT_DEMO=1
   * and GAMBIT_CURATORS=alex@gambit.dev but for the locks (demo-accounts.contract.test.ts).
   */
  demoAccounts?: DemoAccounts
  /** The Node server's rate limits on login and signup (SQL stores: the browser has none). */
  signInLimits?: boolean
  /** The engine moves are judged with: by default the contract's table (./table-engine.ts). */
  engine?: Search
}

/**
 * A server over the store this run tests (`storeKind`), at delay 0, with test faults; its
 * catalogue is the product's unless `seed` gives another.
 */
export function createTestServer({
  seed = defaultSeed,
  dbName,
  curators,
  demoAccounts = 'open',
  signInLimits = false,
  engine = tableEngine().search,
}: TestServerOptions = {}) {
  if (storeKind === 'indexeddb') return createBrowserTestServer({ seed, dbName, curators, engine })
  const faults = new Faults()
  const schema = dbName ?? uniqueName('t')
  const database = sharedSqlDatabase()
  const store = createSqlStore({ database, seed, schema, demo: demoAccounts !== 'off' })
  const api = createApp(store, {
    openApi,
    openingNames,
    shippedPuzzles,
    // On a server, Alex is a curator only when GAMBIT_CURATORS names him (decisions/021).
    curators: new Set([...(curators ?? []), ...(demoAccounts === 'open' ? [ALEX.email] : [])]),
    demoAccounts,
    signInLimits: signInLimits ? store.signInLimits : undefined,
    engine,
    beforeRequest: async (method, path) => faults.check(method, path),
  })
  async function countUsers(): Promise<number> {
    await store.catalogue()
    const [row] = await database.transaction((sql) =>
      sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${schema}.users`),
    )
    return row!.count
  }
  return { ...withCalls({ ...api, store }), dbName: schema, faults, countUsers }
}

export type TestServer = ReturnType<typeof createTestServer>

export function buildVideo(overrides: Partial<Video> = {}): Video {
  return {
    _id: 'wofz0k6FCMU',
    title: 'The shortest game',
    description: 'A short game.',
    creator: 'ChessBase India',
    category: 'Casual',
    level: 'beginner',
    tags: ['draws'],
    ...overrides,
  }
}
