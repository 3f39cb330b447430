import { expect, test } from 'vitest'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// The demo accounts on a server (docs/decisions/021-demo-accounts-on-a-server.md), on PGlite
// and PostgreSQL: GAMBIT_DEMO=1 makes them and locks them, without it there are none, and
// GAMBIT_CURATORS alone makes Alex a curator.

const LOCKED = { status: 403, body: { errors: ['Demo accounts cannot be changed.'] } }
const OFF = { status: 403, body: { errors: ['Demo accounts are turned off on this server.'] } }
const NEW_VIDEO = {
  video: {
    youtube: 'dQw4w9WgXcQ',
    title: 'Ours',
    creator: 'Club',
    category: 'Tutorial',
    level: 'beginner',
  },
}

test('GAMBIT_DEMO=1: anyone logs in to Guest; nobody changes its password or deletes it', async () => {
  const server = createTestServer({ demoAccounts: 'locked' })
  const { token } = await server.login(GUEST)
  expect(
    await server.call('PUT', '/api/user/password', {
      token,
      body: { currentPassword: GUEST.password, newPassword: 'taken-over-123' },
    }),
  ).toMatchObject(LOCKED)
  expect(
    await server.call('DELETE', '/api/user', { token, body: { password: GUEST.password } }),
  ).toMatchObject(LOCKED)
  // Nor its language: the next visitor's page would open in it (each device keeps its own).
  expect(
    await server.call('PUT', '/api/user/language', { token, body: { language: 'hi' } }),
  ).toMatchObject(LOCKED)
  // The next visitor's Guest Login still works, and so does Alex's.
  expect((await server.call('POST', '/api/auth/login', { body: GUEST })).status).toBe(200)
  const alex = await server.login(ALEX)
  expect(
    await server.call('PUT', '/api/user/password', {
      token: alex.token,
      body: { currentPassword: ALEX.password, newPassword: 'taken-over-123' },
    }),
  ).toMatchObject(LOCKED)
  // Everyone else's account is theirs to change.
  const signup = await server.call('POST', '/api/auth/signup', {
    body: { email: 'club.member@gambit.dev', password: 'member-pass-1' },
  })
  expect(
    (
      await server.call('PUT', '/api/user/password', {
        token: signup.body.encodedToken,
        body: { currentPassword: 'member-pass-1', newPassword: 'member-pass-2' },
      })
    ).status,
  ).toBe(200)
})

test('Alex is a curator on a server only when GAMBIT_CURATORS names him', async () => {
  const plain = createTestServer({ demoAccounts: 'locked' })
  const alex = await plain.login(ALEX)
  expect(alex.user.role).toBeUndefined()
  expect(
    await plain.call('POST', '/api/catalogue/videos', { token: alex.token, body: NEW_VIDEO }),
  ).toMatchObject({ status: 403, body: { errors: ['Only curators can change the catalogue.'] } })

  const named = createTestServer({ demoAccounts: 'locked', curators: new Set([ALEX.email]) })
  const curator = await named.login(ALEX)
  expect(curator.user.role).toBe('curator')
  expect(
    (await named.call('POST', '/api/catalogue/videos', { token: curator.token, body: NEW_VIDEO }))
      .status,
  ).toBe(201)
})

test('without GAMBIT_DEMO there are no demo accounts, and their emails are not for signing up', async () => {
  const server = createTestServer({ demoAccounts: 'off' })
  expect((await server.call('POST', '/api/auth/login', { body: GUEST })).status).toBe(404)
  expect(
    await server.call('POST', '/api/auth/signup', {
      body: { email: ' Guest@Gambit.dev', password: 'my-own-pass-1' },
    }),
  ).toMatchObject(OFF)
  expect(await server.countUsers()).toBe(0)
})

test('a database that had the demo accounts, started without GAMBIT_DEMO: their sessions end, they cannot log in, their data stays', async () => {
  const before = createTestServer({ demoAccounts: 'locked' })
  const { token } = await before.login(GUEST)
  await before.call('POST', '/api/user/likes', { token, body: { video: { _id: 'Eas20kFpAYw' } } })

  const after = createTestServer({ demoAccounts: 'off', dbName: before.dbName })
  expect((await after.call('GET', '/api/user/likes', { token })).status).toBe(401)
  expect(await after.call('POST', '/api/auth/login', { body: GUEST })).toMatchObject(OFF)
  expect(await after.countUsers()).toBe(2)

  // Turned on again: the same account, its like kept, the README's password restored.
  const again = createTestServer({ demoAccounts: 'locked', dbName: before.dbName })
  const back = await again.login(GUEST)
  expect(back.user.likes.map((video) => video._id)).toEqual(['Eas20kFpAYw'])
})

test('a demo password changed by a version before the lock is the README’s again at the next start', async () => {
  const before = createTestServer({ demoAccounts: 'open' })
  const { token } = await before.login(GUEST)
  expect(
    (
      await before.call('PUT', '/api/user/password', {
        token,
        body: { currentPassword: GUEST.password, newPassword: 'taken-over-123' },
      })
    ).status,
  ).toBe(200)
  const after = createTestServer({ demoAccounts: 'locked', dbName: before.dbName })
  expect((await after.call('POST', '/api/auth/login', { body: GUEST })).status).toBe(200)
})
