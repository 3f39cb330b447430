import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { demoAccountsFrom } from '@/api/auth/demo-accounts'
import { defaultSeed } from '@/api/seed/seed-data'
import { pgDatabase } from '@/api/store/postgres/pg-database'
import { isNewFolder } from '@/api/store/postgres/data-folder'
import { pgliteDatabase } from '@/api/store/postgres/pglite-database'
import { createSqlStore } from '@/api/store/postgres/sql-store'

/** A start that cannot succeed says why in one line and exits, instead of a stack trace. */
export const fail =
  (who: string, what: string) =>
  (error: unknown): never => {
    console.error(`${who}: ${what}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }

/** Beside the server's bundle: written by scripts/build-server.mjs under this name. */
export const NEW_DATABASE_FILE = 'new-database.tgz'

/**
 * The build's new database (scripts/build-server.mjs: PGlite's initdb, done once), for a data
 * folder with none yet: a first start spends under a second on it instead of initdb's three and a
 * half (issue 59; docs/performance.md). Without the file (a build of the server alone in a test's
 * folder), PGlite runs initdb as before.
 */
function newDatabase(dataDir: string): Blob | undefined {
  // Beside the entry that runs (dist-server/main.js, or import-puzzles.js): this code may be in a
  // shared chunk under dist-server/assets/.
  const file = path.join(path.dirname(path.resolve(process.argv[1] ?? '')), NEW_DATABASE_FILE)
  if (!isNewFolder(dataDir) || !existsSync(file)) return undefined
  return new Blob([readFileSync(file)], { type: 'application/x-gzip' })
}

/**
 * The store the environment names (README, "Run it on a server"): PostgreSQL at DATABASE_URL
 * (GAMBIT_DB_POOL connections, GAMBIT_DB_SCHEMA), else PGlite in GAMBIT_DATA_DIR; the server and
 * `npm run import:puzzles` open it alike.
 */
export function openStore(who: string) {
  const databaseUrl = process.env.DATABASE_URL
  const dataDir = path.resolve(process.env.GAMBIT_DATA_DIR ?? 'data')
  const poolSize = Number(process.env.GAMBIT_DB_POOL || 20)
  if (!Number.isInteger(poolSize) || poolSize < 1)
    fail(
      who,
      'GAMBIT_DB_POOL',
    )(new Error(`${process.env.GAMBIT_DB_POOL} is not a whole number ≥ 1`))
  const postgres = databaseUrl ? pgDatabase(databaseUrl, poolSize) : undefined
  const database = (() => {
    if (postgres) return postgres
    try {
      return pgliteDatabase(dataDir, {
        fastUnsafe: process.env.GAMBIT_FAST_UNSAFE === '1',
        startFrom: newDatabase(dataDir),
      })
    } catch (error) {
      return fail(who, `the data folder ${dataDir} cannot be used`)(error)
    }
  })()
  const demoAccounts = demoAccountsFrom(process.env.GAMBIT_DEMO, !postgres)
  const store = createSqlStore({
    database,
    seed: defaultSeed,
    schema: process.env.GAMBIT_DB_SCHEMA || undefined,
    tokenSecret: process.env.GAMBIT_TOKEN_SECRET || undefined,
    demo: demoAccounts === 'locked',
  })
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`
  return { store, postgres, demoAccounts, where }
}
