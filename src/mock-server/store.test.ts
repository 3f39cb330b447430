import { openDB } from 'idb'
import { expect, test, vi } from 'vitest'
import { createMockServer } from './app'
import { SCHEMA_VERSION } from './db'

let count = 0
const freshName = () => `store-test-${++count}-${Date.now()}`

test('each list entry is its own record', async () => {
  const dbName = freshName()
  const { app, store } = createMockServer({ dbName, defaultDelayMs: 0 })
  const login = await app.request('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: 'guest@gambit.dev', password: 'guest-pass-123' }),
  })
  const { encodedToken } = (await login.json()) as { encodedToken: string }
  for (const _id of ['wofz0k6FCMU', 'Eas20kFpAYw', '6IegDENuxU4']) {
    await app.request('/api/user/likes', {
      method: 'POST',
      headers: { authorization: encodedToken },
      body: JSON.stringify({ video: { _id } }),
    })
  }
  expect(await (await store.db()).count('entries')).toBe(3)
})

test('corrupt stored data is replaced by the seed with a warning', async () => {
  const dbName = freshName()
  const first = createMockServer({ dbName, defaultDelayMs: 0 })
  const db = await first.store.db()
  await db.put('meta', { version: SCHEMA_VERSION, secret: 'short' }, 'schema')
  db.close()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const second = createMockServer({ dbName, defaultDelayMs: 0 })
  const answer = await second.app.request('/api/videos')
  expect(((await answer.json()) as { videos: unknown[] }).videos).toHaveLength(9)
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('corrupt'))
})

test('data from an unknown newer schema is replaced by the seed with a warning', async () => {
  const dbName = freshName()
  const future = await openDB(dbName, SCHEMA_VERSION + 5, {
    upgrade: (db) => void db.createObjectStore('other'),
  })
  future.close()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { app } = createMockServer({ dbName, defaultDelayMs: 0 })
  expect((await app.request('/api/categories')).status).toBe(200)
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('newer schema'))
})

test('the bench seed option replaces the catalogue', async () => {
  const videos = Array.from({ length: 50 }, (_, i) => ({
    _id: `v${i}`,
    title: `Video ${i}`,
    description: '',
    creator: 'c',
    category: 'Casual',
  }))
  const { app } = createMockServer({
    dbName: freshName(),
    defaultDelayMs: 0,
    seed: { videos, categories: [] },
  })
  const body = (await (await app.request('/api/videos')).json()) as { videos: unknown[] }
  expect(body.videos).toHaveLength(50)
})
