import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, expect, test, vi } from 'vitest'
import { defaultSeed } from '@/api/seed/seed-data'
import { pgDatabase } from '@/api/store/postgres/pg-database'
import type { SqlDatabase } from '@/api/store/postgres/sql'
import { createSqlStore } from '@/api/store/postgres/sql-store'
import { createTestServer, sharedSqlDatabase, storeKind } from '@/testing/test-server'
import { createMetrics } from './metrics'
import { createServerApp, SERVER_FLAG } from './server-app'

// The Node server's own duties (docs/architecture.md, "Beyond one browser"), over a small build.

const dist = mkdtempSync(path.join(tmpdir(), 'gambit-dist-'))
const page = (body: string, head = '') =>
  `<!doctype html><html><head><meta charset="UTF-8" />${head}<title>Gambit</title></head><body>${body}</body></html>`
writeFileSync(
  path.join(dist, 'routes.json'),
  JSON.stringify({ screens: ['/', '/liked', '/video/:videoId'] }),
)
writeFileSync(
  path.join(dist, 'index.html'),
  page(
    'Home page<script type="application/json">{"data":1}</script>',
    '<script>var theme=1</script>',
  ),
)
writeFileSync(
  path.join(dist, 'shell.html'),
  page(
    'Shell',
    "<script>navigator.serviceWorker&&navigator.serviceWorker.register('/sw.js')</script>",
  ),
)
writeFileSync(path.join(dist, '404.html'), page('Not found page'))
writeFileSync(path.join(dist, 'index.es.html'), page('Página de inicio'))
writeFileSync(path.join(dist, '404.hi.html'), page('पेज नहीं मिला'))
mkdirSync(path.join(dist, 'assets'))
writeFileSync(
  path.join(dist, 'assets', 'entry-abc.js'),
  `export const text = '${'chess '.repeat(400)}'`,
)
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
mkdirSync(path.join(dist, 'engine'))
writeFileSync(path.join(dist, 'engine', 'stockfish.js'), 'fetch("stockfish.wasm")')
writeFileSync(path.join(dist, 'engine', 'stockfish.wasm'), new Uint8Array([0, 97, 115, 109]))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
afterEach(() => vi.useRealTimers())

const lines: string[] = []
const { store } = createTestServer()
const app = createServerApp({ store, dist, log: (line) => lines.push(line) })

test('pages are marked as served by the server and never register the in-browser worker', async () => {
  const home = await app.request('/')
  expect(home.status).toBe(200)
  expect(home.headers.get('cache-control')).toBe('no-cache')
  const html = await home.text()
  expect(html).toContain('Home page')
  expect(html).toContain(`<meta charset="UTF-8" />${SERVER_FLAG}`)

  const shell = await (await app.request('/liked')).text()
  expect(shell).toContain('Shell')
  expect(shell).toContain(SERVER_FLAG)
  expect(shell).not.toContain('serviceWorker')
  expect((await app.request('/sw.js')).status).toBe(404)
})

test('a page is answered in the reader’s language when the build has it: the cookie, else Accept-Language', async () => {
  const asked = async (url: string, headers: Record<string, string>) => {
    const answer = await app.request(url, { headers })
    expect(answer.headers.get('vary')).toContain('Accept-Language')
    return { status: answer.status, html: await answer.text() }
  }
  expect((await asked('/', { 'accept-language': 'es-MX,es;q=0.9' })).html).toContain('Página')
  expect(
    (await asked('/', { cookie: 'gambit-language=en', 'accept-language': 'es' })).html,
  ).toContain('Home page')
  const lost = await asked('/no/such/page', { cookie: 'gambit-language=hi' })
  expect(lost.status).toBe(404)
  expect(lost.html).toContain('पेज नहीं मिला')
  // No Hindi home page in this build: the English one.
  expect((await asked('/', { 'accept-language': 'hi' })).html).toContain('Home page')
})

test('an unknown address gets the 404 page with status 404; a missing file a plain 404', async () => {
  const missing = await app.request('/no/such/page')
  expect(missing.status).toBe(404)
  expect(await missing.text()).toContain('Not found page')
  expect((await app.request('/assets/gone-123.js')).status).toBe(404)
})

test('the API answers from the store, with its own error bodies', async () => {
  const videos = await app.request('/api/videos')
  expect(videos.status).toBe(200)
  expect(((await videos.json()) as { videos: unknown[] }).videos.length).toBeGreaterThan(0)
  const bad = await app.request('/api/auth/login', { method: 'POST', body: '{not json' })
  expect(bad.status).toBe(400)
  expect(await bad.json()).toMatchObject({ errors: [expect.any(String)] })
  // The API is found by the path as Hono routes it: decoded, as the API's own routes read it.
  const encoded = await app.request('/%61pi/videos')
  expect(encoded.status).toBe(200)
  expect(encoded.headers.get('content-type')).toContain('application/json')
})

test('assets are gzipped when asked and cached for good; every request logs one line', async () => {
  lines.length = 0
  const asset = await app.request('/assets/entry-abc.js', {
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(asset.status).toBe(200)
  expect(asset.headers.get('content-encoding')).toBe('gzip')
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  const likes = await app.request('/api/user/likes', { headers: { 'x-request-id': 'req-9' } })
  expect(lines).toHaveLength(2)
  const [assetLine, apiLine] = lines.map((line) => JSON.parse(line))
  expect(assetLine).toMatchObject({ level: 'info', method: 'GET', path: '/assets/entry-abc.js' })
  expect(assetLine).toMatchObject({ route: '/assets/*' })
  expect(assetLine).toMatchObject({ status: 200, ms: expect.any(Number) })
  expect(apiLine).toMatchObject({ requestId: 'req-9', path: '/api/user/likes', status: 401 })
  expect(apiLine).toMatchObject({ route: '/api/user/likes' })
  expect(likes.headers.get('x-request-id')).toBe('req-9')
  expect(new Date(apiLine.time).getTime()).toBeGreaterThan(0)
})

test('a log line cannot be forged: a line break in the address stays inside one JSON line', async () => {
  lines.length = 0
  await app.request('/api/videos%0AGET%20/api/admin%20200')
  expect(lines).toHaveLength(1)
  expect(lines[0]).not.toContain('\n')
  expect(JSON.parse(lines[0]!).path).toBe('/api/videos\nGET /api/admin 200')
})

test('a password never stays in an address, nor reaches the log: a page asked with one, or a form posted to a page, is sent back to the page', async () => {
  lines.length = 0
  const asked = await app.request('/login?email=ada%40gambit.dev&password=pass-12345')
  expect(asked.status).toBe(303)
  expect(asked.headers.get('location')).toBe('/login')
  expect(asked.headers.get('cache-control')).toBe('no-store')
  const posted = await app.request('/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=ada%40gambit.dev&password=pass-12345',
  })
  expect(posted.status).toBe(303)
  expect(posted.headers.get('location')).toBe('/signup')
  // Any other query of a page is the page, as before; the log writes a path, never a query.
  expect((await app.request('/liked?sort=new')).status).toBe(200)
  expect(lines).toHaveLength(3)
  for (const line of lines) expect(line).not.toMatch(/pass-12345|ada%40|sort=new/)
  expect(lines.map((line) => JSON.parse(line).path)).toEqual(['/login', '/signup', '/liked'])
})

test('/healthz says the process is up; /readyz answers 503 while the database does not answer', async () => {
  expect(await (await app.request('/healthz')).json()).toEqual({ status: 'up' })
  const ready = await app.request('/readyz')
  expect(ready.status).toBe(200)
  vi.spyOn(store, 'ping').mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
  const down = await app.request('/readyz')
  expect(down.status).toBe(503)
  expect(await down.text()).not.toContain('ECONNREFUSED')
  expect((await app.request('/readyz')).status).toBe(200)
})

test('a chunked body is limited while it is read: 50 MB answer 413 with memory flat', async () => {
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  let sent = 0
  const fiftyMegabytes = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 50 * 1024 * 1024) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  global.gc?.()
  const before = process.memoryUsage().rss
  const answer = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    body: fiftyMegabytes,
    duplex: 'half',
  } as RequestInit)
  expect(answer.status).toBe(413)
  expect(await answer.json()).toEqual({ errors: ['The request body is larger than 100 KB.'] })
  // Read no further than the limit: not the whole 50 MB.
  expect(sent).toBeLessThan(1024 * 1024)
  expect(process.memoryUsage().rss - before).toBeLessThan(20 * 1024 * 1024)
})

test('answers carry the security headers; a page allows its own inline scripts by their hash', async () => {
  const home = await app.request('/')
  const policy = home.headers.get('content-security-policy')!
  const hash = createHash('sha256').update('var theme=1').digest('base64')
  expect(policy).toContain(
    `script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}' https://www.youtube.com`,
  )
  expect(policy).toContain('frame-src https://www.youtube-nocookie.com')
  expect(policy).toContain("img-src 'self' data: https://i.ytimg.com")
  expect(policy).toContain("frame-ancestors 'none'")
  // The page's data is not a script: no hash of it is needed, or given.
  expect(policy.match(/sha256-/g)).toHaveLength(1)
  for (const answer of [
    home,
    await app.request('/api/videos'),
    await app.request('/assets/entry-abc.js'),
  ]) {
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  }
})

test("the engine's worker may compile its WebAssembly and fetch it; the .wasm is served as such", async () => {
  const loader = await app.request('/engine/stockfish.js')
  expect(loader.headers.get('content-security-policy')).toBe(
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'",
  )
  const wasm = await app.request('/engine/stockfish.wasm')
  expect(wasm.headers.get('content-type')).toBe('application/wasm')
  // Any other file runs nothing.
  const other = await app.request('/assets/entry-abc.js')
  expect(other.headers.get('content-security-policy')).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  )
})

test("the API's answers carry each header once, those its routes set before answering too", async () => {
  const signup = await app.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'headers@gambit.dev',
      password: 'secret-1',
      firstName: 'H',
      lastName: 'D',
    }),
  })
  expect(signup.status).toBe(201)
  const { encodedToken: token } = (await signup.json()) as { encodedToken: string }
  const exported = await app.request('/api/user/export', {
    headers: { authorization: token, 'x-request-id': 'export-1' },
  })
  expect(exported.status).toBe(200)
  expect(exported.headers.get('content-disposition')).toBe(
    'attachment; filename="gambit-data.json"',
  )
  // A client that takes gzip, too: the answer is compressed and still carries them, once each.
  const gzipped = await app.request('/api/videos', { headers: { 'accept-encoding': 'gzip' } })
  expect(gzipped.headers.get('content-encoding')).toBe('gzip')
  for (const answer of [
    exported,
    await app.request('/api/user/likes', { headers: { authorization: token } }),
    await app.request('/api/no-such-route'),
    gzipped,
  ]) {
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(answer.headers.get('vary')).toBe('Accept-Encoding')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(answer.headers.get('x-request-id')).toMatch(/^[\w.:-]+$/)
  }
  expect(exported.headers.get('x-request-id')).toBe('export-1')
})

test('/readyz answers 503 once the process is stopping, while /healthz stays up', async () => {
  const stopping = createServerApp({ store, dist, log: () => undefined, stopping: () => true })
  expect((await stopping.request('/readyz')).status).toBe(503)
  expect((await stopping.request('/healthz')).status).toBe(200)
  expect((await app.request('/readyz')).status).toBe(200)
})

/** A database that stops answering when told to, as PostgreSQL does when it goes down. */
function failing(database: SqlDatabase) {
  let down = false
  const refuse = () =>
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    )
  const switchable: SqlDatabase = {
    transaction: (work, options) => (down ? refuse() : database.transaction(work, options)),
    read: (work, options) => (down ? refuse() : database.read(work, options)),
    close: () => database.close(),
  }
  return { switchable, setDown: (value: boolean) => (down = value) }
}

test('while the database does not answer, the catalogue and /readyz say so (503), then recover', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const { switchable, setDown } = failing(sharedSqlDatabase())
  const sqlStore = createSqlStore({ database: switchable, seed: defaultSeed, schema: 'down_test' })
  const served = createServerApp({ store: sqlStore, dist, log: () => undefined })
  expect((await served.request('/api/videos')).status).toBe(200)
  setDown(true)
  // The catalogue is served from memory while the database answered within the last second.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 1001)
  const videos = await served.request('/api/videos')
  expect(videos.status).toBe(503)
  expect(await videos.json()).toEqual({
    errors: ['The database does not answer. Try again shortly.'],
  })
  expect((await served.request('/api/video/wofz0k6FCMU')).status).toBe(503)
  expect((await served.request('/readyz')).status).toBe(503)
  expect((await served.request('/api/auth/login', { method: 'POST', body: '{}' })).status).toBe(400)
  // One line naming the cause, for the operator.
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('the database does not answer'))
  setDown(false)
  vi.useRealTimers()
  expect((await served.request('/api/videos')).status).toBe(200)
  expect((await served.request('/readyz')).status).toBe(200)
})

/** What was logged as errors: each one JSON line that names no connection (docs/decisions/022). */
function expectSafeLines(errors: { mock: { calls: unknown[][] } }, secrets: string[]) {
  expect(errors.mock.calls.length).toBeGreaterThan(0)
  for (const call of errors.mock.calls) {
    expect(call).toHaveLength(1)
    const line = call[0] as string
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toMatchObject({ level: 'error', message: expect.any(String) })
    for (const secret of secrets) expect(line).not.toContain(secret)
  }
}

test('a PostgreSQL that cannot be reached gives 503s, never a 500', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const unreachable = createSqlStore({
    database: pgDatabase('postgres://gambit:gambit@127.0.0.1:9/nowhere', 1),
    seed: defaultSeed,
  })
  const served = createServerApp({ store: unreachable, dist, log: () => undefined })
  try {
    expect((await served.request('/api/videos')).status).toBe(503)
    expect((await served.request('/readyz')).status).toBe(503)
    const login = await served.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'guest@gambit.dev', password: 'x' }),
    })
    expect(login.status).toBe(503)
    expectSafeLines(errors, ['127.0.0.1', ':9', 'nowhere'])
  } finally {
    await unreachable.close()
  }
})

test.skipIf(storeKind !== 'postgres')(
  'pooled connections that PostgreSQL drops are logged one JSON line each, with no connection details',
  async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const url = new URL(process.env.DATABASE_URL!)
    url.searchParams.set('application_name', 'gambit_dropped')
    const pooled = pgDatabase(url.href, 3)
    await Promise.all([1, 2, 3].map(() => pooled.read((sql) => sql.query('SELECT pg_sleep(0.05)'))))
    await sharedSqlDatabase().read((sql) =>
      sql.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'gambit_dropped'",
      ),
    )
    await vi.waitFor(() => expect(errors.mock.calls.length).toBeGreaterThanOrEqual(3))
    expectSafeLines(errors, [
      url.hostname,
      url.port || '5432',
      url.username,
      'secretKey',
      'processID',
    ])
    expect(JSON.parse(errors.mock.calls[0]![0] as string)).toMatchObject({
      message: 'Gambit server: a database connection failed',
      code: '57P01',
    })
    await pooled.close()
  },
)

test('GAMBIT_METRICS: /metrics counts and times requests by route template and status, with the pool', async () => {
  const metrics = createMetrics({ poolStats: () => ({ total: 3, idle: 2, waiting: 1 }) })
  const measured = createServerApp({ store, dist, log: () => undefined, metrics })
  for (const id of ['a1', 'b2', 'c3']) await measured.request(`/api/user/playlists/${id}`)
  await measured.request('/api/videos')
  await measured.request('/liked')
  const answer = await measured.request('/metrics')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toContain('text/plain')
  const text = await answer.text()
  expect(text).toContain(
    'gambit_http_requests_total{method="GET",route="/api/user/playlists/:playlistId",status="401"} 3',
  )
  expect(text).toContain(
    'gambit_http_requests_total{method="GET",route="/api/videos",status="200"} 1',
  )
  expect(text).toContain('gambit_http_requests_total{method="GET",route="page",status="200"} 1')
  expect(text).toMatch(
    /gambit_http_request_duration_seconds_count\{method="GET",route="\/api\/videos"\} 1/,
  )
  expect(text).toContain('gambit_db_pool_connections{state="total"} 3')
  expect(text).toContain('gambit_db_pool_connections{state="waiting"} 1')
  expect(text).toContain('gambit_process_resident_memory_bytes')
  // Off unless asked for.
  expect((await app.request('/metrics')).status).toBe(404)
})
