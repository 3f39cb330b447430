import { openDB } from 'idb'
import { expect, test, vi } from 'vitest'
import { createBrowserTestServer, GUEST, type TestServer } from '@/testing/test-server'
import { SCHEMA_VERSION } from './store/indexeddb/migrations'

// What a browser's storage may hold after a bug, a crash or a curious user with DevTools: the
// back end must skip what it cannot read, keep the rest, and never wipe (docs/product.md).

/** Writes records straight into the server's database, past every check of the API. */
async function tamper(server: TestServer, store: string, ...records: [unknown, string?][]) {
  await server.store.catalogue() // created and migrated
  const db = await openDB(server.dbName)
  const tx = db.transaction(store, 'readwrite')
  for (const [value, key] of records) await tx.store.put(value, key)
  await tx.done
  db.close()
}

const quietWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined)

test('list entries that cannot be read are skipped with a warning; the others still show', async () => {
  const server = createBrowserTestServer()
  const { token, user } = await server.login()
  await server.call('POST', '/api/user/likes', { token, body: { video: { _id: 'wofz0k6FCMU' } } })
  const warn = quietWarnings()
  await tamper(
    server,
    'entries',
    [{ owner: user._id, list: 'likes', videoId: null, video: null }],
    [{ owner: user._id, list: 'likes', videoId: 'gone-from-catalogue' }],
    [{ owner: user._id, list: 42, videoId: 'wofz0k6FCMU' }],
  )
  const likes = await server.call('GET', '/api/user/likes', { token })
  expect(likes.status).toBe(200)
  expect(likes.body.likes.map((v: { _id: string }) => v._id)).toEqual(['wofz0k6FCMU'])
  expect(warn).toHaveBeenCalled()
  // Login answers every list too: it must not fail on them either.
  expect((await server.login()).user.likes).toHaveLength(1)
})

test('a playlist without a title is skipped; the user keeps the others', async () => {
  const server = createBrowserTestServer()
  const { token, user } = await server.login()
  await server.call('POST', '/api/user/playlists', { token, body: { playlist: { title: 'Kept' } } })
  const warn = quietWarnings()
  await tamper(server, 'playlists', [{ _id: 'broken', userId: user._id, description: '' }])
  const playlists = await server.call('GET', '/api/user/playlists', { token })
  expect(playlists.status).toBe(200)
  expect(playlists.body.playlists.map((p: { title: string }) => p.title)).toEqual(['Kept'])
  expect((await server.call('GET', '/api/user/playlists/broken', { token })).status).toBe(404)
  expect(warn).toHaveBeenCalled()
})

test.each([
  ['a plain string', 'guest-pass-123'],
  ['0 iterations', { salt: 'AAAA', hash: 'AAAA', iterations: 0 }],
  ['1e9 iterations', { salt: 'AAAA', hash: 'AAAA', iterations: 1e9 }],
  ['a salt that is not base64', { salt: '%%%', hash: 'AAAA', iterations: 100_000 }],
])('a stored password of %s is refused at once, never a 500 or a hang', async (_, password) => {
  const server = createBrowserTestServer()
  const { user } = await server.login()
  quietWarnings()
  await tamper(server, 'users', [{ ...user, password }])
  const started = performance.now()
  const answer = await server.call('POST', '/api/auth/login', { body: GUEST })
  expect(answer).toMatchObject({
    status: 401,
    body: { errors: ['The credentials you entered are invalid. Unauthorized access error.'] },
  })
  expect(performance.now() - started).toBeLessThan(5_000) // 1e9 rounds would take minutes
})

test('an unreadable token secret is replaced (sessions end) and every account is kept', async () => {
  const first = createBrowserTestServer()
  await first.call('POST', '/api/auth/signup', {
    body: { email: 'kept@gambit.dev', password: 'kept-pass-1' },
  })
  const warn = quietWarnings()
  await tamper(first, 'meta', ['short', 'secret'])
  const second = createBrowserTestServer({ dbName: first.dbName })
  const login = await second.call('POST', '/api/auth/login', {
    body: { email: 'kept@gambit.dev', password: 'kept-pass-1' },
  })
  expect(login.status).toBe(200)
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('secret'))
})

test('an emptied catalogue is refilled from the seed and users are kept', async () => {
  const first = createBrowserTestServer()
  const { token } = await first.login()
  await first.call('POST', '/api/user/likes', { token, body: { video: { _id: 'Eas20kFpAYw' } } })
  await first.store.catalogue()
  const db = await openDB(first.dbName)
  await db.clear('videos')
  db.close()
  const second = createBrowserTestServer({ dbName: first.dbName })
  expect((await second.call('GET', '/api/videos')).body.videos).toHaveLength(9)
  expect((await second.call('GET', '/api/user/likes', { token })).body.likes).toHaveLength(1)
})

test('data of a newer schema is used as it is, never wiped', async () => {
  const first = createBrowserTestServer()
  const { token } = await first.login()
  await first.call('POST', '/api/user/likes', { token, body: { video: { _id: 'Eas20kFpAYw' } } })
  await first.store.catalogue()
  const newer = await openDB(first.dbName, SCHEMA_VERSION + 1, {
    upgrade: (db) => void db.createObjectStore('from-the-future'),
  })
  newer.close()
  quietWarnings()
  const older = createBrowserTestServer({ dbName: first.dbName })
  expect((await older.call('GET', '/api/user/likes', { token })).body.likes).toHaveLength(1)
})

test('a write authorised before a reset never lands in the fresh seed', async () => {
  const server = createBrowserTestServer()
  const { user: before } = await server.login()
  await server.store.reset()
  // The request passed its token check before the reset; its write runs after it.
  const { userLists } = await import('./lists/rules')
  const request = { userId: before._id, list: 'likes' as const, missingUser: 'gone' }
  await expect(userLists(server.store).add(request, 'wofz0k6FCMU')).rejects.toMatchObject({
    refusal: 'not-found',
  })
  const { user: after } = await server.login()
  expect(after._id).not.toBe(before._id)
  expect(after.likes).toEqual([])
})
