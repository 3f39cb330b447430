import * as z from 'zod/mini'
import { MAX_DELAY_MS } from '@/shared/input-rules'
import { fromBase64 } from '../../auth/passwords'
import type { SeedData } from '../../seed/seed-data'
import { catalogueOf, isSecret } from '../catalogue'
import type { Catalogue, BackEndControls, Store, StoreTx } from '../port'
import { readAll } from '../records'
import { readCatalogueVideo, readCategory } from '../../videos/records'
import { readLesson } from '../../lessons/records'
import { openDatabase } from './open'
import { indexedDbTx } from './idb-tx'
import { ALL_STORES, type Db, type Tx } from './schema'
import { prepare, resetToSeed } from './seed'

export type IndexedDbStoreOptions = { dbName: string; seed: SeedData; defaultDelayMs: number }

export const DelaySchema = z.int().check(z.gte(0), z.lte(MAX_DELAY_MS))

type Opened = { db: Db; catalogue: Catalogue; secret: Uint8Array }

/** The Store port over IndexedDB (idb), with the in-browser back end's delay and reset. */
export function createIndexedDbStore(options: IndexedDbStoreOptions): Store & BackEndControls {
  let opened: Promise<Opened> | undefined

  const open = () => {
    opened ??= start(options).catch((error: unknown) => {
      opened = undefined // the next request tries again
      throw error
    })
    return opened
  }

  /** The catalogue and secret read again after a change to them. */
  const reread = async (db: Db) => {
    opened = readState(db).catch((error: unknown) => {
      opened = undefined // the next request opens afresh
      throw error
    })
    await opened
  }

  const run = async <T>(
    mode: IDBTransactionMode,
    work: (tx: StoreTx) => Promise<T>,
  ): Promise<T> => {
    const { db, catalogue } = await open()
    const tx: Tx = db.transaction(ALL_STORES, mode)
    try {
      const unit = indexedDbTx(tx, catalogue)
      const result = await work(unit)
      await tx.done
      // One worker serves every tab: reading the catalogue again here is enough for all of them.
      if (unit.catalogueChanged()) await reread(db)
      return result
    } catch (error) {
      // A refused request stores nothing: undo whatever the transaction did before the error.
      try {
        tx.abort()
      } catch {
        // Already finished: nothing was written after the failure.
      }
      await tx.done.catch(() => undefined)
      throw error
    }
  }

  return {
    catalogue: async () => (await open()).catalogue,
    read: (work) => run('readonly', work),
    write: (work) => run('readwrite', work),
    tokenSecret: async () => (await open()).secret,
    ping: async () => void (await (await open()).db.count('meta')),
    async delay() {
      const stored = DelaySchema.safeParse(await (await open()).db.get('meta', 'delay'))
      return stored.success ? stored.data : options.defaultDelayMs
    },
    async setDelay(ms) {
      const parsed = DelaySchema.safeParse(ms)
      if (!parsed.success)
        throw new Error(
          `The delay must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}.`,
        )
      const delay = parsed.data
      await (await open()).db.put('meta', delay, 'delay')
      return delay
    },
    async reset() {
      const { db } = await open()
      await resetToSeed(db, options.seed)
      await reread(db)
    },
  }
}

async function start(options: IndexedDbStoreOptions): Promise<Opened> {
  const db = await openDatabase(options.dbName)
  await prepare(db, options.seed)
  return readState(db)
}

async function readState(db: Db): Promise<Opened> {
  const tx = db.transaction(['meta', 'videos', 'categories', 'lessons'])
  const [secret, videos, categories, lessons] = await Promise.all([
    tx.objectStore('meta').get('secret'),
    tx.objectStore('videos').getAll(),
    tx.objectStore('categories').getAll(),
    tx.objectStore('lessons').getAll(),
  ])
  if (!isSecret(secret)) throw new Error('Gambit back end: no token secret was stored')
  return {
    db,
    secret: fromBase64(secret),
    catalogue: catalogueOf(
      readAll(readCatalogueVideo, videos),
      readAll(readCategory, categories),
      new Map(
        readAll(readLesson, lessons).map(({ videoId, opening, headers }) => [
          videoId,
          { opening: opening ?? null, headers },
        ]),
      ),
    ),
  }
}
