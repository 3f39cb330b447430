import { fromBase64, newSecret } from '../../auth/passwords'
import { DEMO_EMAILS } from '../../auth/demo-accounts'
import { seedLibrary, seedUserRecords, type SeedData } from '../../seed/seed-data'
import { titleKey } from '@/shared/input-rules'
import { catalogueFingerprint, catalogueOf, headersOf, isSecret } from '../catalogue'
import type { Catalogue, Store, UserRecord } from '../port'
import { readAll } from '../records'
import { readCatalogueVideo, readCategory } from '../../videos/records'
import { readOpening } from '../../lessons/records'
import { isRecord } from '@/shared/is-record'
import { catalogueVersion, newCatalogueVersion } from '../../videos/sql'
import { migrate, STARTUP_LOCK } from './migrate'
import type { Sql, SqlDatabase } from './sql'
import { unavailable } from '../../refusals'
import { messages } from '../../messages'
import { logDatabaseFailure } from './database-log'
import { sqlSignInLimits } from '../../auth/sign-in-limits-sql'
import { sqlTx } from './sql-tx'
import { writeUserRow } from '../../auth/sql'
import { sqlLessons } from '../../lessons/sql'
import { checkedLessons } from '../../lessons/checked-lessons'
import { writeSeedLessons } from '../../lessons/seed'
import { repairStoredLessons } from '../../lessons/repair'
import type { SignInLimits } from '../sign-in-limits'

export type SqlStoreOptions = {
  database: SqlDatabase
  seed: SeedData
  /** A schema of its own (tests share one database); the database's default otherwise. */
  schema?: string
  /** GAMBIT_TOKEN_SECRET: at least 32 characters. Without it, one is generated once and kept. */
  tokenSecret?: string
  /**
   * GAMBIT_DEMO: the demo accounts are made (if missing) at each start; without it, none is made
   * and the sessions of any kept from an earlier version end (docs/decisions/021).
   */
  demo?: boolean
}

/** The catalogue as this instance read it, and the version it had then (catalogue/sql.ts). */
type Known = { catalogue: Catalogue; version: unknown; generation: number; checkedAt: number }

/**
 * The Store port over PostgreSQL (docs/architecture.md): a server through `pg`, or PGlite.
 * Stateless but for the catalogue, read once per start: any number of instances can share one
 * database, and the database's unique constraints settle their concurrent writes.
 */
export function createSqlStore({
  database: given,
  seed,
  schema,
  tokenSecret,
  demo = false,
}: SqlStoreOptions): Store & {
  close: () => Promise<void>
  /** The server's rate limits on login and signup, counted in this database. */
  signInLimits: SignInLimits
} {
  if (tokenSecret !== undefined && tokenSecret.length < 32)
    throw new Error('GAMBIT_TOKEN_SECRET must have at least 32 characters.')
  if (schema !== undefined && !/^\w+$/.test(schema)) throw new Error(`Bad schema name: ${schema}`)

  const database = answering(given)
  const unit = <T>(work: (sql: Sql) => Promise<T>) =>
    database.transaction(work, { searchPath: schema })

  let opened: Promise<Uint8Array> | undefined
  const open = () => {
    opened ??= start().catch((error: unknown) => {
      opened = undefined // the next request tries again
      throw error
    })
    return opened
  }

  async function start(): Promise<Uint8Array> {
    if (schema)
      await database.transaction((sql) => sql.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`))
    return unit(async (sql) => {
      await migrate(sql)
      return prepare(sql, { seed, tokenSecret, demo })
    })
  }

  // Kept in memory and checked against the database's version at most once a second, so another
  // instance's change shows within a second and this instance's own at once (its writes move
  // `generation` on). The check also keeps the catalogue from being served while the database
  // is down: the API says so (503), as /readyz does (docs/decisions/014, 019).
  let known: Known | undefined
  let generation = 0
  let reading: { generation: number; catalogue: Promise<Catalogue> } | undefined
  const readOnly = <T>(work: (sql: Sql) => Promise<T>) =>
    database.read(work, { searchPath: schema })

  async function refresh(started: number): Promise<Catalogue> {
    const version = await readOnly(catalogueVersion)
    if (known?.generation === started && known.version === version) {
      known.checkedAt = Date.now()
      return known.catalogue
    }
    const catalogue = await readOnly(readCatalogue)
    if (started === generation) known = { catalogue, version, generation, checkedAt: Date.now() }
    return catalogue
  }

  /** The catalogue in memory while it is fresh (read or checked under a second ago). */
  const freshCatalogue = () =>
    known?.generation === generation && Date.now() - known.checkedAt < FRESH_MS
      ? known.catalogue
      : undefined

  async function currentCatalogue(): Promise<Catalogue> {
    await open()
    const fresh = freshCatalogue()
    if (fresh) return fresh
    if (reading?.generation !== generation) {
      const started = generation
      const catalogue = refresh(started).finally(() => {
        if (reading?.catalogue === catalogue) reading = undefined
      })
      reading = { generation: started, catalogue }
    }
    return reading.catalogue
  }

  // Lessons checked once per version (lessons/checked-lessons.ts), for every unit of this store.
  const lessons = checkedLessons()
  const run =
    (mode: 'read' | 'transaction') =>
    async <T>(work: (tx: ReturnType<typeof sqlTx>) => Promise<T>) => {
      // Fresh in memory: taken as it is, without a turn of the event loop for each await.
      const catalogue = freshCatalogue() ?? (await currentCatalogue())
      const writing = mode === 'transaction'
      let changed = false
      const once = () =>
        database[mode](
          async (sql) => {
            const tx = sqlTx(sql, catalogue, { writing, lessons })
            const answer = await work(tx)
            changed = tx.catalogueChanged()
            return answer
          },
          { searchPath: schema },
        )
      const result = await (writing ? retryingLostRaces(once) : once())
      if (changed) generation++
      return result
    }

  const ping = async () => {
    await open()
    // A real table, read through its index: a database that starts but cannot read its users
    // is not ready (docs/decisions/022).
    await readOnly((sql) => sql.query('SELECT _id FROM users ORDER BY _id LIMIT 1'))
  }
  return {
    catalogue: currentCatalogue,
    read: run('read'),
    write: run('transaction'),
    tokenSecret: () => open(),
    // Not the catalogue kept in memory: the database itself must answer.
    ping,
    close: () => database.close(),
    // The table comes with the migrations, which the first request's open() runs.
    signInLimits: afterOpen(sqlSignInLimits(database, schema), open),
  }
}

/**
 * A migrated database made ready: the token secret, the demo accounts as GAMBIT_DEMO says, and
 * this build's catalogue. Users and their data are never deleted here.
 */
async function prepare(
  sql: Sql,
  { seed, tokenSecret, demo }: { seed: SeedData; tokenSecret?: string; demo: boolean },
): Promise<Uint8Array> {
  await sql.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK])
  const meta = async (key: string) =>
    (await sql.query<{ value: unknown }>('SELECT value FROM meta WHERE key = $1', [key]))[0]?.value
  const setMeta = (key: string, value: unknown) =>
    sql.query(
      'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2',
      [key, JSON.stringify(value)],
    )

  // Every instance must sign with the same secret: from the environment, or kept here.
  if (!tokenSecret && !isSecret(await meta('secret'))) await setMeta('secret', newSecret())
  if (demo) {
    const users = await writeDemoUsers(sql)
    // The bench's lists, on the first start only: a learner's later changes stay theirs.
    if ((await meta('seeded')) !== true) {
      await writeSeedLibrary(sql, seed, users)
      await setMeta('seeded', true)
    }
  } else {
    await sql.query(
      'DELETE FROM sessions WHERE user_id IN (SELECT _id FROM users WHERE email = ANY($1))',
      [[...DEMO_EMAILS]],
    )
  }
  if ((await meta('catalogue')) !== catalogueFingerprint(seed)) {
    await refreshSeedCatalogue(sql, seed)
    await writeSeedLessons(sqlLessons(sql), seed, new Date().toISOString())
    await setMeta('catalogue', catalogueFingerprint(seed))
  }
  // Lessons stored past their limits by an earlier version are brought within them, once
  // (lessons/repair.ts, migration 018); the advisory lock above makes one instance do it. A
  // repair that fails is undone alone and said: the server starts, and the next start tries again.
  if ((await meta('lessonsWithinLimits')) !== true) {
    await sql.exec('SAVEPOINT lesson_repairs')
    try {
      await repairStoredLessons(sqlLessons(sql), new Date().toISOString())
      await setMeta('lessonsWithinLimits', true)
      await sql.exec('RELEASE SAVEPOINT lesson_repairs')
    } catch (error) {
      await sql.exec('ROLLBACK TO SAVEPOINT lesson_repairs')
      console.warn(
        'Gambit back end: stored lessons not repaired yet (the next start tries again)',
        error,
      )
    }
  }
  if (tokenSecret) return new TextEncoder().encode(tokenSecret)
  return fromBase64((await meta('secret')) as string)
}

/**
 * This build's seed catalogue (docs/decisions/019): the seed's videos written afresh, in the
 * seed's order, unless a curator has made one theirs; a seed video the seed no longer has is
 * removed, not deleted, so lists keep showing it. Curators' videos are never touched.
 */
async function refreshSeedCatalogue(sql: Sql, seed: SeedData) {
  const videos = JSON.stringify(seed.videos)
  await sql.query(
    `INSERT INTO videos (seq, _id, record, source)
     SELECT ordinality - 1, video->>'_id', video, 'seed'
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS seeded (video, ordinality)
     ON CONFLICT (_id) DO UPDATE SET seq = EXCLUDED.seq, record = EXCLUDED.record, removed_at = NULL
       WHERE videos.source = 'seed'`,
    [videos],
  )
  await sql.query(
    `UPDATE videos SET removed_at = now()
     WHERE source = 'seed' AND removed_at IS NULL
       AND _id NOT IN (SELECT video->>'_id' FROM jsonb_array_elements($1::jsonb) AS seeded (video))`,
    [videos],
  )
  await sql.query('DELETE FROM categories')
  for (const [seq, category] of seed.categories.entries())
    await sql.query('INSERT INTO categories (seq, _id, record) VALUES ($1, $2, $3)', [
      seq,
      category._id,
      JSON.stringify(category),
    ])
  await newCatalogueVersion(sql)
}

/**
 * The demo accounts, made if missing and given the README's passwords again (a version before
 * decisions/021 let anyone change them); without a stored role, as GAMBIT_CURATORS alone makes a
 * curator on a server. Answers them as stored, with their ids.
 */
async function writeDemoUsers(sql: Sql): Promise<UserRecord[]> {
  const users: UserRecord[] = []
  for (const user of seedUserRecords()) {
    // The row as stored: a kept account keeps its id (and its lists).
    const [stored] = await writeUserRow(sql, user, 'DO UPDATE SET password = EXCLUDED.password')
    users.push({ ...user, _id: stored!._id })
  }
  return users
}

async function writeSeedLibrary(sql: Sql, seed: SeedData, users: UserRecord[]) {
  const { entries, playlists } = seedLibrary(seed, users)
  for (const playlist of playlists)
    await sql.query(
      'INSERT INTO playlists (_id, user_id, title, title_key, description) VALUES ($1, $2, $3, $4, $5)',
      [
        playlist._id,
        playlist.userId,
        playlist.title,
        titleKey(playlist.title),
        playlist.description,
      ],
    )
  for (const { owner, list, videoId } of entries)
    await (list === 'playlist'
      ? sql.query('INSERT INTO playlist_videos (playlist_id, video_id) VALUES ($1, $2)', [
          owner,
          videoId,
        ])
      : sql.query('INSERT INTO list_entries (user_id, list, video_id) VALUES ($1, $2, $3)', [
          owner,
          list,
          videoId,
        ]))
}

async function readCatalogue(sql: Sql): Promise<Catalogue> {
  const videos = await sql.query<{ record: unknown; source: unknown; removedAt: unknown }>(
    `SELECT record, source, to_json(removed_at) #>> '{}' AS "removedAt" FROM videos ORDER BY seq, _id`,
  )
  const categories = await sql.query<{ record: unknown }>(
    'SELECT record FROM categories ORDER BY seq',
  )
  const lessons = await sql.query<{ videoId: string; opening: unknown; headers: unknown }>(
    `SELECT video_id AS "videoId", record->'opening' AS opening, record->'headers' AS headers FROM lessons`,
  )
  return catalogueOf(
    readAll(
      readCatalogueVideo,
      videos.map(({ record, source, removedAt }) =>
        isRecord(record) ? { ...record, source, removedAt: removedAt ?? undefined } : record,
      ),
    ),
    readAll(
      readCategory,
      categories.map((row) => row.record),
    ),
    new Map(
      lessons.map(
        ({ videoId, opening, headers }) =>
          [
            videoId,
            {
              opening: (opening !== null && readOpening(opening)) || null,
              headers: headersOf(headers),
            },
          ] as const,
      ),
    ),
  )
}

/** The limits once the store is open (migrated). */
const afterOpen = (limits: SignInLimits, open: () => Promise<unknown>): SignInLimits => ({
  take: async (attempt) => {
    await open()
    return limits.take(attempt)
  },
})

/**
 * Error codes of a database that cannot be reached or is shutting down: PostgreSQL's class 08
 * and 57P01 to 57P03, and Node's socket errors.
 */
const UNREACHABLE = /^(08|57P0[1-3]$|ECONNREFUSED$|ECONNRESET$|ETIMEDOUT$|ENOTFOUND$|EHOSTUNREACH$)/
const isUnreachable = (error: unknown) => {
  if (!(error instanceof Error)) return false
  const { code } = error as Error & { code?: unknown }
  return (
    (typeof code === 'string' && UNREACHABLE.test(code)) ||
    /Connection terminated/i.test(error.message)
  )
}

/**
 * A deadlock, a serialization failure, or a constraint that a concurrent write broke between
 * this unit's read and its write (a note deleted while a drill was made from it): the unit is
 * rolled back whole, so it runs again, and then reads what the other one committed and answers
 * as docs/api.md says (a 404, a 409), never a 500 (docs/decisions/022).
 */
const LOST_RACE = new Set(['40P01', '40001', '23503', '23505'])
const lostRace = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  LOST_RACE.has(String(error.code))
const MOST_TRIES = 5

async function retryingLostRaces<T>(once: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await once()
    } catch (error) {
      if (!lostRace(error) || tries === MOST_TRIES) throw error
      // A little apart, so two units that met do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * tries))
    }
  }
}

/** How long the catalogue kept in memory is served before its version is checked again. */
const FRESH_MS = 1000

/**
 * The database, whose failures to answer become a 503 refusal (docs/api.md, "Errors").
 */
function answering(database: SqlDatabase): SqlDatabase {
  const guarded = <T>(run: () => Promise<T>): Promise<T> =>
    run().catch((error: unknown) => {
      if (isUnreachable(error)) {
        logDatabaseFailure('the database does not answer', error)
        throw unavailable(messages.databaseDown)
      }
      throw error
    })
  return {
    transaction: (work, options) => guarded(() => database.transaction(work, options)),
    read: (work, options) => guarded(() => database.read(work, options)),
    close: () => database.close(),
  }
}
