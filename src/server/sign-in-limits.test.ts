import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { defaultSeed } from '@/api/seed/seed-data'
import { createSqlStore } from '@/api/store/postgres/sql-store'
import { ALEX, createTestServer, GUEST, sharedSqlDatabase } from '@/testing/test-server'
import { createServerApp } from './server-app'

// The Node server's rate limits on login, signup and join codes (docs/api.md, "Rate limits"), counted in
// the database: on PGlite and on PostgreSQL.

const dist = mkdtempSync(path.join(tmpdir(), 'gambit-limits-'))
writeFileSync(path.join(dist, 'routes.json'), JSON.stringify({ screens: ['/'] }))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

/** A server instance over a fresh schema (or `schema`, shared with another instance). */
function instance({ schema, trustProxy = true }: { schema?: string; trustProxy?: boolean } = {}) {
  const name = schema ?? createTestServer().dbName
  const store = createSqlStore({
    database: sharedSqlDatabase(),
    seed: defaultSeed,
    schema: name,
    demo: true,
  })
  const app = createServerApp({
    store,
    dist,
    log: () => undefined,
    signInLimits: store.signInLimits,
    trustProxy,
    // GAMBIT_DEMO=1: the demo accounts log in (docs/decisions/021).
    demoAccounts: 'locked',
  })
  const post = async (url: string, body: unknown, from = '203.0.113.7', token?: string) => {
    const answer = await app.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `${from}, 10.0.0.1`,
        ...(token ? { authorization: token } : {}),
      },
      body: JSON.stringify(body),
    })
    return {
      status: answer.status,
      retryAfter: answer.headers.get('retry-after'),
      body: (await answer.json()) as any,
    }
  }
  const login = (credentials: unknown, from?: string) => post('/api/auth/login', credentials, from)
  /** The attempts counted so far, as if `minutes` had passed since. */
  const age = (minutes: number) =>
    sharedSqlDatabase().transaction(
      (sql) =>
        sql.query('UPDATE sign_in_attempts SET at = at - make_interval(mins => $1)', [minutes]),
      { searchPath: name },
    )
  return { schema: name, post, login, age }
}

const wrong = { ...GUEST, password: 'not-the-password' }

test('10 failed logins for an account: the 11th waits 15 minutes, the right password too', async () => {
  const server = instance()
  for (let n = 0; n < 10; n++) expect((await server.login(wrong)).status).toBe(401)
  const refused = await server.login(GUEST)
  expect(refused).toMatchObject({
    status: 429,
    body: { errors: ['Too many attempts. Try again in 15 minutes.'] },
  })
  expect(Number(refused.retryAfter)).toBeGreaterThan(890)
  expect(Number(refused.retryAfter)).toBeLessThanOrEqual(900)
  // From another address too: the limit is the account's. Another account is not touched.
  expect((await server.login(GUEST, '198.51.100.9')).status).toBe(429)
  expect((await server.login(ALEX)).status).toBe(200)
  await server.age(15)
  expect((await server.login(GUEST)).status).toBe(200)
})

test('successful logins are never counted', async () => {
  const server = instance()
  for (let n = 0; n < 15; n++) expect((await server.login(GUEST)).status).toBe(200)
  for (let n = 0; n < 9; n++) expect((await server.login(wrong)).status).toBe(401)
  expect((await server.login(GUEST)).status).toBe(200)
})

test('100 failed logins from one address, over any accounts: the next waits; other addresses do not', async () => {
  const server = instance()
  for (let n = 0; n < 100; n++)
    expect((await server.login({ email: `nobody${n}@gambit.dev`, password: 'x' })).status).toBe(404)
  expect(await server.login(GUEST)).toMatchObject({ status: 429, retryAfter: expect.any(String) })
  expect((await server.login(GUEST, '198.51.100.9')).status).toBe(200)
})

test('50 signups an hour from one address; the 51st waits', async () => {
  const server = instance()
  const signup = (n: number, from?: string) =>
    server.post('/api/auth/signup', { email: `new${n}@gambit.dev`, password: 'pass-1234' }, from)
  for (let n = 0; n < 50; n++) expect((await signup(n)).status).toBe(201)
  expect(await signup(50)).toMatchObject({
    status: 429,
    body: { errors: ['Too many attempts. Try again in 60 minutes.'] },
  })
  expect((await signup(51, '198.51.100.9')).status).toBe(201)
  await server.age(60)
  expect((await signup(52)).status).toBe(201)
})

test('the counts hold across instances on one database', async () => {
  const first = instance()
  const second = instance({ schema: first.schema })
  for (let n = 0; n < 10; n++) expect((await first.login(wrong)).status).toBe(401)
  expect((await second.login(GUEST)).status).toBe(429)
})

test('without GAMBIT_TRUST_PROXY, X-Forwarded-For does not change the address counted', async () => {
  const server = instance({ trustProxy: false })
  for (let n = 0; n < 100; n++)
    expect(
      (await server.login({ email: `nobody${n}@gambit.dev`, password: 'x' }, `192.0.2.${n}`))
        .status,
    ).toBe(404)
  expect((await server.login(GUEST, '198.51.100.9')).status).toBe(429)
})

test('join codes: 10 that match no class and the account waits, the right code too; a join is not counted', async () => {
  const server = instance()
  const tokenOf = async (credentials: typeof GUEST) =>
    (await server.login(credentials, '198.51.100.20')).body.encodedToken as string
  const [coach, student] = [await tokenOf(ALEX), await tokenOf(GUEST)]
  const made = await server.post('/api/classes', { class: { name: 'Juniors' } }, undefined, coach)
  const join = (code: string, from?: string) =>
    server.post('/api/classes/join', { code }, from, student)
  for (let n = 0; n < 12; n++) expect((await join(made.body.class.code)).status).toBe(200)
  for (let n = 0; n < 10; n++) expect((await join(`ZZZZ${n}${n}`)).status).toBe(404)
  expect(await join(made.body.class.code, '198.51.100.9')).toMatchObject({
    status: 429,
    body: { errors: ['Too many attempts. Try again in 15 minutes.'] },
  })
  await server.age(15)
  expect((await join(made.body.class.code)).status).toBe(200)
})
