import { fromBase64, newSecret } from '../../auth'
import { seedLibrary, seedUserRecords, type SeedData } from '../../seed/seed-data'
import { titleKey } from '@/shared/input-rules'
import { catalogueFingerprint, catalogueOf, isSecret } from '../catalogue'
import type { Catalogue, Store } from '../port'
import { readAll, readCategory, readVideo } from '../records'
import { migrate, STARTUP_LOCK } from './migrate'
import type { Sql, SqlDatabase } from './sql'
import { unavailable } from '../../domain/errors'
import { messages } from '../../messages'
import { sqlSignInLimits } from './sql-sign-in-limits'
import { sqlTx } from './sql-tx'
import type { SignInLimits } from '../../sign-in-limits'

export type SqlStoreOptions = {
  database: SqlDatabase
  seed: SeedData
  /** A schema of its own (tests share one database); the database's default otherwise. */
  schema?: string
  /** GAMBIT_TOKEN_SECRET: at least 32 characters. Without it, one is generated once and kept. */
  tokenSecret?: string
}

type Opened = { catalogue: Catalogue; secret: Uint8Array }

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

  let opened: Promise<Opened> | undefined
  const open = () => {
    opened ??= start().catch((error: unknown) => {
      opened = undefined // the next request tries again
      throw error
    })
    return opened
  }

  async function start(): Promise<Opened> {
    if (schema)
      await database.transaction((sql) => sql.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`))
    const secret = await unit(async (sql) => {
      await migrate(sql)
      return prepare(sql, seed, tokenSecret)
    })
    return { secret, catalogue: await unit(readCatalogue) }
  }

  const run =
    (mode: 'read' | 'transaction') =>
    async <T>(work: (tx: ReturnType<typeof sqlTx>) => Promise<T>) => {
      const { catalogue } = await open()
      const writing = mode === 'transaction'
      return database[mode]((sql) => work(sqlTx(sql, catalogue, { writing })), {
        searchPath: schema,
      })
    }

  const ping = async () => {
    await open()
    await database.read((sql) => sql.query('SELECT 1'), { searchPath: schema })
  }
  return {
    // Kept in memory, but not served while the database is down: the API says it is (503), as
    // /readyz does, rather than look well while every write fails. Under load other requests
    // show the database answering, so the catalogue seldom costs a query (docs/decisions/014).
    catalogue: async () => {
      if (!database.answeredWithin(FRESH_MS)) await ping()
      return (await open()).catalogue
    },
    read: run('read'),
    write: run('transaction'),
    tokenSecret: async () => (await open()).secret,
    // Not the catalogue kept in memory: the database itself must answer.
    ping,
    close: () => database.close(),
    // The table comes with the migrations, which the first request's open() runs.
    signInLimits: afterOpen(sqlSignInLimits(database, schema), open),
  }
}

/**
 * A migrated database made ready: the token secret, the seed users on the very first start, and
 * this build's catalogue. Users and their data are never touched here.
 */
async function prepare(sql: Sql, seed: SeedData, tokenSecret?: string): Promise<Uint8Array> {
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
  if ((await meta('seeded')) !== true) {
    await writeSeedUsers(sql, seed)
    await setMeta('seeded', true)
  }
  if ((await meta('catalogue')) !== catalogueFingerprint(seed)) {
    await sql.query('DELETE FROM videos')
    await sql.query('DELETE FROM categories')
    for (const [seq, video] of seed.videos.entries())
      await sql.query('INSERT INTO videos (seq, _id, record) VALUES ($1, $2, $3)', [
        seq,
        video._id,
        JSON.stringify(video),
      ])
    for (const [seq, category] of seed.categories.entries())
      await sql.query('INSERT INTO categories (seq, _id, record) VALUES ($1, $2, $3)', [
        seq,
        category._id,
        JSON.stringify(category),
      ])
    await setMeta('catalogue', catalogueFingerprint(seed))
  }
  if (tokenSecret) return new TextEncoder().encode(tokenSecret)
  return fromBase64((await meta('secret')) as string)
}

async function writeSeedUsers(sql: Sql, seed: SeedData) {
  const users = seedUserRecords()
  for (const user of users)
    await sql.query(
      `INSERT INTO users (_id, email, first_name, last_name, password, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (email) DO NOTHING`,
      [
        user._id,
        user.email,
        user.firstName,
        user.lastName,
        JSON.stringify(user.password),
        user.createdAt,
        user.updatedAt,
      ],
    )
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
  const records = async (table: string) =>
    (await sql.query<{ record: unknown }>(`SELECT record FROM ${table} ORDER BY seq`)).map(
      (row) => row.record,
    )
  return catalogueOf(
    readAll(readVideo, await records('videos')),
    readAll(readCategory, await records('categories')),
  )
}

/** The limits once the store is open (migrated). */
const afterOpen = (limits: SignInLimits, open: () => Promise<unknown>): SignInLimits => ({
  check: async (attempt) => {
    await open()
    return limits.check(attempt)
  },
  count: async (attempt) => {
    await open()
    return limits.count(attempt)
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

/** How recently the database must have answered for the catalogue to be served without asking. */
const FRESH_MS = 1000

/**
 * The database, whose failures to answer become a 503 refusal (docs/api.md, "Errors"), and
 * which knows whether it answered lately.
 */
function answering(
  database: SqlDatabase,
): SqlDatabase & { answeredWithin: (ms: number) => boolean } {
  let answeredAt = 0
  const guarded = <T>(run: () => Promise<T>): Promise<T> =>
    run().then(
      (result) => {
        answeredAt = Date.now()
        return result
      },
      (error: unknown) => {
        if (isUnreachable(error)) {
          answeredAt = 0
          console.error(`Gambit server: the database does not answer: ${(error as Error).message}`)
          throw unavailable(messages.databaseDown)
        }
        throw error
      },
    )
  return {
    transaction: (work, options) => guarded(() => database.transaction(work, options)),
    read: (work, options) => guarded(() => database.read(work, options)),
    close: () => database.close(),
    answeredWithin: (ms) => Date.now() - answeredAt < ms,
  }
}
