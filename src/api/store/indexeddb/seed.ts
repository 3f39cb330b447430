import { titleKey } from '@/shared/input-rules'
import { newSecret } from '../../auth/passwords'
import { seedLibrary, seedUserRecords, type SeedData } from '../../seed/seed-data'
import { catalogueFingerprint, isSecret } from '../catalogue'
import { timestamp } from '../../timestamp'
import { refreshSeedCatalogue } from '../../videos/idb'
import { indexedDbLessons } from '../../lessons/idb'
import { writeSeedLessons } from '../../lessons/seed'
import { USER_STORES, type Db, type Tx } from './schema'

type WriteTx = Tx<'readwrite'>

/**
 * Makes an opened database ready: a readable token secret, the seed users on the very first
 * start, and the catalogue of this build. Users and their data are never touched here.
 */
export async function prepare(db: Db, seed: SeedData): Promise<void> {
  const tx = db.transaction(
    ['meta', 'videos', 'categories', 'lessons', 'lessonPositions', 'users', 'entries', 'playlists'],
    'readwrite',
  )
  const meta = tx.objectStore('meta')
  const [secret, seeded, fingerprint, videoCount] = await Promise.all([
    meta.get('secret'),
    meta.get('seeded'),
    meta.get('catalogue'),
    tx.objectStore('videos').count(),
  ])
  if (!isSecret(secret)) {
    if (secret !== undefined)
      console.warn('Gambit back end: the token secret was unreadable; every session has ended')
    await meta.put(newSecret(), 'secret')
  }
  if (seeded !== true) {
    await writeSeedUsers(tx, seed)
    await meta.put(true, 'seeded')
  }
  // An empty catalogue is refreshed too: a store emptied by hand must not stay empty.
  if (fingerprint !== catalogueFingerprint(seed) || videoCount === 0) {
    await refreshSeedCatalogue(tx, seed, timestamp())
    await writeSeedLessons(indexedDbLessons(tx), seed, new Date().toISOString())
    await meta.put(catalogueFingerprint(seed), 'catalogue')
  }
  await tx.done
}

/**
 * "Reset demo data": every account and list back to the seed, the catalogue too (curators'
 * videos go), and a new token secret.
 */
export async function resetToSeed(db: Db, seed: SeedData): Promise<void> {
  const lessonStores = ['lessons', 'lessonPositions'] as const
  const tx = db.transaction(
    ['meta', 'videos', 'categories', ...lessonStores, ...USER_STORES],
    'readwrite',
  )
  await Promise.all(
    [...USER_STORES, ...lessonStores, 'videos' as const].map((name) =>
      tx.objectStore(name).clear(),
    ),
  )
  await refreshSeedCatalogue(tx, seed, timestamp())
  await writeSeedLessons(indexedDbLessons(tx), seed, new Date().toISOString())
  await writeSeedUsers(tx, seed)
  await tx.objectStore('meta').put(newSecret(), 'secret')
  await tx.done
}

/**
 * Seed users get new ids at every seeding, so a request authorised before a reset can never
 * write into the fresh seed (docs/product.md, "Reset demo data").
 */
async function writeSeedUsers(tx: WriteTx, seed: SeedData): Promise<void> {
  const users = seedUserRecords()
  await Promise.all(users.map((user) => tx.objectStore('users').put(user)))
  const { entries, playlists } = seedLibrary(seed, users)
  await Promise.all([
    ...entries.map((entry) => tx.objectStore('entries').add(entry)),
    ...playlists.map((playlist) =>
      tx.objectStore('playlists').add({ ...playlist, titleKey: titleKey(playlist.title) }),
    ),
  ])
}
