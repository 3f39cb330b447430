import { expect, test } from 'vitest'
import { createApp } from '@/api/http/app'
import { defaultSeed } from '@/api/seed/seed-data'
import { openingNames, sharedSqlDatabase, shippedPuzzles, storeKind } from '@/testing/test-server'
import type { Sql, SqlDatabase } from './sql'
import { createSqlStore } from './sql-store'

// The PostgreSQL adapter under load (docs/api.md, "Limits"): a list of playlists is read in a
// fixed number of queries, and a write racing a delete answers the 404 of what was deleted.

let schemas = 0
const newSchema = () => `race_${++schemas}_${Date.now()}_${process.pid}`

/** The database, counting the statements run through it. */
function counting(database: SqlDatabase) {
  const counter = { queries: 0 }
  const wrap = (sql: Sql): Sql => ({
    query: (text, params) => {
      counter.queries++
      return sql.query(text, params)
    },
    exec: (script) => sql.exec(script),
  })
  const counted: SqlDatabase = {
    transaction: (work, options) => database.transaction((sql) => work(wrap(sql)), options),
    read: (work, options) => database.read((sql) => work(wrap(sql)), options),
    close: () => database.close(),
  }
  return { counted, counter }
}

function serverOn(database: SqlDatabase) {
  const schema = newSchema()
  const store = createSqlStore({ database, seed: defaultSeed, schema, demo: true })
  const { app } = createApp(store, { openApi: () => ({}), openingNames, shippedPuzzles })
  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const answer = await app.request(url, {
      method,
      headers: token ? { authorization: token, 'content-type': 'application/json' } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: answer.status, body: (await answer.json()) as any }
  }
  const signUp = async (email: string) =>
    (await call('POST', '/api/auth/signup', undefined, { email, password: 'pass-1234' })).body
      .encodedToken as string
  return { schema, call, signUp }
}

test('GET /api/user/playlists takes as many queries for 40 playlists as for 1', async () => {
  const { counted, counter } = counting(sharedSqlDatabase())
  const { call, signUp } = serverOn(counted)
  const token = await signUp('reader@gambit.dev')
  const videoIds = defaultSeed.videos.slice(0, 3).map((video) => video._id)
  const queriesToRead = async () => {
    const before = counter.queries
    const { status, body } = await call('GET', '/api/user/playlists', token)
    expect(status).toBe(200)
    return { queries: counter.queries - before, playlists: body.playlists }
  }
  await call('POST', '/api/user/playlists', token, { playlist: { title: 'First', videoIds } })
  const one = await queriesToRead()
  for (let n = 2; n <= 40; n++)
    await call('POST', '/api/user/playlists', token, { playlist: { title: `No. ${n}`, videoIds } })
  const forty = await queriesToRead()
  expect(forty.playlists).toHaveLength(40)
  expect(forty.playlists.at(-1).videos.map((v: { _id: string }) => v._id)).toEqual(videoIds)
  expect(forty.queries).toBe(one.queries)
})

type Call = ReturnType<typeof serverOn>['call']

/**
 * Sends `write` to a playlist while a delete of it holds its transaction open (the row deleted,
 * not yet committed), then lets the delete commit: the write's answer.
 */
async function raceWithDelete(write: (call: Call, path: string, token: string) => Promise<any>) {
  const database = sharedSqlDatabase()
  const { schema, call, signUp } = serverOn(database)
  const token = await signUp('racer@gambit.dev')
  const created = await call('POST', '/api/user/playlists', token, { playlist: { title: 'Gone' } })
  const playlistId: string = created.body.playlists[0]._id
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let markDeleted = () => {}
  const deleted = new Promise<void>((resolve) => (markDeleted = resolve))
  const deleting = database.transaction(
    async (sql) => {
      await sql.query('DELETE FROM playlists WHERE _id = $1', [playlistId])
      markDeleted()
      await released
    },
    { searchPath: schema },
  )
  await deleted
  const answer = write(call, `/api/user/playlists/${playlistId}`, token)
  // Long enough for the write to reach the row the delete holds.
  await new Promise((resolve) => setTimeout(resolve, 300))
  release()
  await deleting
  return answer
}

const GONE = { status: 404, body: { errors: ['The playlist you requested does not exist.'] } }

// PGlite runs one transaction at a time: nothing can race there.
test.skipIf(storeKind !== 'postgres')(
  'a video added to a playlist while it is being deleted answers 404, not 500',
  async () => {
    const videoId = defaultSeed.videos[0]!._id
    const answer = await raceWithDelete((call, path, token) =>
      call('POST', path, token, { video: { _id: videoId } }),
    )
    expect(answer).toMatchObject(GONE)
  },
)

test.skipIf(storeKind !== 'postgres')(
  'a playlist renamed while it is being deleted answers 404, not 409',
  async () => {
    const answer = await raceWithDelete((call, path, token) =>
      call('PATCH', path, token, { playlist: { title: 'Renamed' } }),
    )
    expect(answer).toMatchObject(GONE)
  },
)
