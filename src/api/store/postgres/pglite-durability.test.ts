import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
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
