import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, inject, test } from 'vitest'
import { storeKind } from '@/testing/test-server'
import { pgliteDatabase } from './pglite-database'

// PGlite's own start-up turns fsync off; a data folder of `npm run serve` must survive a power
// cut, so its writes are durable unless the operator asks for speed (GAMBIT_FAST_UNSAFE=1).

const fsyncOf = async (fastUnsafe: boolean) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'gambit-pglite-'))
  const database = pgliteDatabase(folder, { fastUnsafe })
  try {
    const [row] = await database.read((sql) => sql.query<{ fsync: string }>('SHOW fsync'))
    return row!.fsync
  } finally {
    await database.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

test.skipIf(storeKind !== 'pglite')(
  'a PGlite data folder is written with fsync on, unless fast-unsafe',
  async () => {
    expect(await fsyncOf(false)).toBe('on')
    expect(await fsyncOf(true)).toBe('off')
  },
)

test.skipIf(storeKind !== 'pglite')(
  'a new folder starts from a dumped database (a first start’s), and a folder with one is never replaced by it',
  async () => {
    const file = inject('pgliteDump')
    expect(file, 'the PGlite projects dump a new database once a run').toBeDefined()
    const dump = new Blob([readFileSync(file!)])
    const folder = mkdtempSync(path.join(tmpdir(), 'gambit-pglite-'))
    try {
      const first = pgliteDatabase(folder, { startFrom: dump })
      await first.transaction((sql) =>
        sql.exec('CREATE TABLE kept (a int); INSERT INTO kept VALUES (7)'),
      )
      await first.close()
      // Issue 59: the build's new database may be handed to every start; only a new folder takes it.
      const again = pgliteDatabase(folder, { startFrom: dump })
      const rows = await again.read((sql) => sql.query<{ a: number }>('SELECT a FROM kept'))
      expect(rows).toEqual([{ a: 7 }])
      const [row] = await again.read((sql) => sql.query<{ fsync: string }>('SHOW fsync'))
      expect(row!.fsync).toBe('on')
      await again.close()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  },
)
