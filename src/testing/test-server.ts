import { openDB } from 'idb'
import { Faults } from '@/mock-server/faults'
import { createMockServer, type MockServerOptions } from '@/mock-server/mock-server'
import type { User, Video } from '@/types/api'

let databases = 0

export const ALEX = { email: 'alex@gambit.dev', password: 'alex-pass-123' }
export const GUEST = { email: 'guest@gambit.dev', password: 'guest-pass-123' }

type CallOptions = {
  body?: unknown
  rawBody?: string
  token?: string
  headers?: Record<string, string>
}
export type CallResult = { status: number; body: any; contentType: string | null }

/** A fresh mock server over its own fake IndexedDB database, at delay 0, with test faults. */
export function createTestServer(options: MockServerOptions = {}) {
  const faults = new Faults()
  const dbName = options.dbName ?? `test-${++databases}-${Date.now()}`
  const server = createMockServer({ defaultDelayMs: 0, faults, ...options, dbName })

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
    }
  }

  async function login(credentials = GUEST): Promise<{ token: string; user: User }> {
    const { status, body } = await call('POST', '/api/auth/login', { body: credentials })
    if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`)
    return { token: body.encodedToken, user: body.foundUser }
  }

  /** How many records a store of the server's database holds, read past the API. */
  async function countRecords(storeName: string): Promise<number> {
    await server.store.catalogue() // the database exists and is migrated
    const db = await openDB(dbName)
    try {
      return await db.count(storeName)
    } finally {
      db.close()
    }
  }

  return { ...server, dbName, faults, call, login, countRecords }
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
