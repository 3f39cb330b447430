import { openDB, type IDBPDatabase } from 'idb'
import { migrate, SCHEMA_VERSION } from './migrations'
import { ALL_STORES, type Db, type GambitDB } from './schema'

/**
 * Opens the database at the current schema, migrating older data forward (never wiping it).
 * Data of a newer schema (an older build running after a newer one) is used as it is when every
 * store this build needs is there, and is left untouched otherwise.
 */
export async function openDatabase(name: string): Promise<Db> {
  let migrated: Promise<void> = Promise.resolve()
  try {
    const db = await openDB<GambitDB>(name, SCHEMA_VERSION, {
      upgrade(db, oldVersion, _newVersion, tx) {
        tx.done.catch(() => undefined) // an abort is reported through `migrated`
        migrated = migrate(db as unknown as IDBPDatabase<unknown>, tx as never, oldVersion).catch(
          (error: unknown) => {
            // An aborted upgrade leaves the database at its old version, data intact.
            tx.abort()
            throw error
          },
        )
        // openDB settles only after the upgrade transaction, so `migrated` is awaited below.
        migrated.catch(() => undefined)
      },
      blocked() {
        console.warn('Gambit back end: waiting for another tab to release the old database')
      },
      blocking(_current, _next, event) {
        // A newer build wants to upgrade: step aside so it is not blocked forever.
        ;(event.target as IDBDatabase).close()
      },
    })
    await migrated
    return db
  } catch (error) {
    await migrated.catch((failure: unknown) => {
      throw new Error(`Gambit back end: the data could not be upgraded (${String(failure)})`)
    })
    if (!(error instanceof DOMException) || error.name !== 'VersionError') throw error
    return openNewer(name)
  }
}

async function openNewer(name: string): Promise<Db> {
  const db = await openDB<GambitDB>(name)
  const missing = ALL_STORES.filter((store) => !db.objectStoreNames.contains(store))
  if (missing.length > 0) {
    db.close()
    throw new Error(
      `Gambit back end: the stored data is from a newer version of Gambit; reload to get it.`,
    )
  }
  console.warn(`Gambit back end: using data of a newer schema (${db.version}) as it is`)
  return db
}
