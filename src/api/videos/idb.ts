import type { Video } from '@/shared/entities'
import type { SeedData } from '../seed/seed-data'
import { isRecord } from '@/shared/is-record'
import type { CatalogueTx, VideoSource } from '../store/port'
import { readCatalogueVideo } from './records'
import type { StoredVideo, Tx } from '../store/indexeddb/schema'

const stored = ({ removed: _removed, ...video }: Video, source: VideoSource): StoredVideo => ({
  ...video,
  source,
})

/**
 * The port's catalogue writes over IndexedDB. Each one marks its record as a curator's (the seed
 * refresh leaves it alone from then on); the store reads the catalogue again after it commits.
 */
export function indexedDbCatalogue(tx: Tx): CatalogueTx & { changed: () => boolean } {
  let changed = false
  const videos = () => (tx as Tx<'readwrite'>).objectStore('videos')
  /** The video's key and record, whether removed or not. */
  async function find(videoId: string) {
    const key = await videos().index('byId').getKey(videoId)
    if (key === undefined) return undefined
    return { key, record: readCatalogueVideo(await videos().get(key)) }
  }
  const done = () => (changed = true)
  return {
    changed: () => changed,
    async addVideo(video) {
      const found = await find(video._id)
      if (found?.record && found.record.removedAt === undefined) return false
      // A removed video comes back at the end, as a new one would.
      if (found) await videos().delete(found.key)
      await videos().add(stored(video, 'curator'))
      return done()
    },
    async updateVideo(video) {
      const found = await find(video._id)
      if (!found?.record || found.record.removedAt !== undefined) return false
      await videos().put({ ...stored(video, 'curator'), seq: found.key })
      return done()
    },
    async touchCatalogue() {
      done()
    },
    async removeVideo(videoId, at) {
      const found = await find(videoId)
      if (!found?.record || found.record.removedAt !== undefined) return false
      await videos().put({
        ...stored(found.record.video, 'curator'),
        seq: found.key,
        removedAt: at,
      })
      return done()
    },
  }
}

/**
 * This build's seed catalogue (docs/decisions/019): each seed video written afresh unless a
 * curator has made it theirs, new ones at the end; a seed video the seed no longer has is
 * removed, not deleted, so lists keep showing it. Curators' videos are never touched.
 */
export async function refreshSeedCatalogue(tx: Tx<'readwrite'>, seed: SeedData, at: string) {
  const videos = tx.objectStore('videos')
  const [keys, values] = await Promise.all([videos.getAllKeys(), videos.getAll()])
  const writes: Promise<unknown>[] = []
  // Only who keeps each record is read here: a seed record of an older shape (before levels and
  // topics) is the seed's, and is replaced below without a warning.
  const held = new Map<
    string,
    { key: number; value: Record<string, unknown>; source: VideoSource }
  >()
  values.forEach((value, index) => {
    const key = keys[index]!
    if (isRecord(value) && typeof value._id === 'string')
      held.set(value._id, { key, value, source: value.source === 'curator' ? 'curator' : 'seed' })
    else writes.push(videos.delete(key)) // no id: nothing can point at it
  })
  for (const video of seed.videos) {
    const found = held.get(video._id)
    if (!found) writes.push(videos.add(stored(video, 'seed')))
    else if (found.source === 'seed')
      writes.push(videos.put({ ...stored(video, 'seed'), seq: found.key }))
  }
  const seedIds = new Set(seed.videos.map((video) => video._id))
  for (const [id, { key, value, source }] of held)
    if (source === 'seed' && value.removedAt === undefined && !seedIds.has(id))
      writes.push(videos.put({ ...(value as StoredVideo), seq: key, removedAt: at }))
  const categories = tx.objectStore('categories')
  writes.push(categories.clear())
  writes.push(...seed.categories.map((category) => categories.add(category)))
  await Promise.all(writes)
}
