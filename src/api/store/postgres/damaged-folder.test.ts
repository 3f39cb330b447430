import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { defaultSeed } from '@/api/seed/seed-data'
import { storeKind } from '@/testing/test-server'
import { pgliteDatabase } from './pglite-database'
import { createSqlStore } from './sql-store'

// A PGlite data folder whose files were damaged (a full disk, a bad copy) is refused at start
// with what to do, and nothing is written to it (docs/decisions/022); `npm run serve` exits.

const made: string[] = []
afterAll(() => made.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

let pristine = ''
let files: { users: string; usersKey: string } = { users: '', usersKey: '' }

/** A server's folder, migrated and seeded, closed as a stop leaves it. */
beforeAll(async () => {
  if (storeKind !== 'pglite') return
  pristine = mkdtempSync(path.join(tmpdir(), 'gambit-damage-'))
  made.push(pristine)
  const database = pgliteDatabase(pristine)
  const store = createSqlStore({ database, seed: defaultSeed, demo: true })
  await store.catalogue()
  const [row] = await database.read((sql) =>
    sql.query<{ users: string; usersKey: string }>(
      `SELECT pg_relation_filepath('users') AS users, pg_relation_filepath('users_pkey') AS "usersKey"`,
    ),
  )
  await database.transaction((sql) => sql.exec('CHECKPOINT'))
  files = row!
  await store.close()
}, 60_000)

/** A copy of the folder with `damage` done to it. */
function damaged(damage: (folder: string) => void) {
  const folder = mkdtempSync(path.join(tmpdir(), 'gambit-damaged-'))
  made.push(folder)
  cpSync(pristine, folder, { recursive: true })
  damage(folder)
  return folder
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

async function opened(folder: string) {
  const store = createSqlStore({ database: pgliteDatabase(folder), seed: defaultSeed, demo: true })
  try {
    await store.catalogue()
    return 'opened'
  } catch (error) {
    return (error as Error).message
  } finally {
    await store.close()
  }
}

const pglite = test.skipIf(storeKind !== 'pglite')

pglite('an intact folder opens', async () => {
  expect(await opened(damaged(() => undefined))).toBe('opened')
})

pglite(
  'the users table cut to 0 bytes: refused with what to do, the folder untouched',
  async () => {
    const folder = damaged((at) => truncateSync(path.join(at, files.users), 0))
    const before = [
      digest(path.join(folder, files.users)),
      digest(path.join(folder, files.usersKey)),
    ]
    const refusal = await opened(folder)
    expect(refusal).toContain(`The database in ${folder} is damaged`)
    expect(refusal).toContain('restore the folder from a backup')
    expect([
      digest(path.join(folder, files.users)),
      digest(path.join(folder, files.usersKey)),
    ]).toEqual(before)
  },
)

pglite('garbage in the users table, or its index cut to 0: refused', async () => {
  const garbage = damaged((at) => writeFileSync(path.join(at, files.users), Buffer.alloc(8192, 65)))
  expect(await opened(garbage)).toMatch(/is damaged \(invalid page in block 0/)
  const index = damaged((at) => truncateSync(path.join(at, files.usersKey), 0))
  expect(await opened(index)).toMatch(/is damaged \(could not read block/)
})

pglite(
  'a damaged pg_control: refused in words, not "Aborted()"',
  async () => {
    const folder = damaged((at) =>
      writeFileSync(path.join(at, 'global', 'pg_control'), Buffer.alloc(8192, 7)),
    )
    const refusal = await opened(folder)
    expect(refusal).toContain(`The database in ${folder} is damaged`)
    expect(refusal).not.toContain('-sASSERTIONS')
  },
  60_000,
)
