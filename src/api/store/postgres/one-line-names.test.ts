import { expect, test } from 'vitest'
import { defaultSeed } from '@/api/seed/seed-data'
import { oneLineName } from '@/shared/input-rules'
import { databaseOfMigration } from '@/testing/database-of-migration'
import { sharedSqlDatabase } from '@/testing/test-server'
import { createSqlStore } from './sql-store'

// One rule for every name a person types (docs/api.md, "Names"): names stored before it are made
// one line by migration 019, as oneLineName makes them in the browser's schema 16.

const NAMES = [
  'Bell\u0007',
  'Two\nlines',
  'Ana\u202Egnp.exe',
  '\u2066Iso\u2069late',
  'Tab\there  and\u2028there',
  'Plain  name',
]

test('names stored with a line break, a bell or a turned direction are one line after migration 019', async () => {
  const database = sharedSqlDatabase()
  const schema = `names_${Date.now()}_${process.pid}`
  await databaseOfMigration(database, schema, 18, async (sql) => {
    for (const [index, name] of NAMES.entries())
      await sql.query(
        `INSERT INTO users (_id, email, first_name, last_name, created_at, updated_at)
         VALUES ($1, $2, $3, $4, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')`,
        [`u${index}`, `u${index}@gambit.dev`, name, index === 0 ? 'Carter\r\n' : 'Kept'],
      )
  })
  const store = createSqlStore({ database, seed: defaultSeed, schema })
  await store.catalogue()
  const rows = await database.read(
    (sql) =>
      sql.query<{ first: string; last: string }>(
        'SELECT first_name AS first, last_name AS last FROM users WHERE _id LIKE $1 ORDER BY _id',
        ['u%'],
      ),
    { searchPath: schema },
  )
  expect(rows.map(({ first }) => first)).toEqual(NAMES.map(oneLineName))
  expect(rows.map(({ first }) => first)).toEqual([
    'Bell',
    'Two lines',
    'Anagnp.exe',
    'Isolate',
    'Tab here and there',
    'Plain  name',
  ])
  expect(rows[0]!.last).toBe('Carter')
  await database.transaction((sql) => sql.exec(`DROP SCHEMA ${schema} CASCADE`))
})
