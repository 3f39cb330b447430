import { catalogueVideos } from '../store/catalogue'
import type { Catalogue } from '../videos/store'
import { readAll } from '../store/records'
import { readEntry } from './records'
import type { Tx } from '../store/indexeddb/schema'
import type { EntryListName, ListsTx } from './store'

/** A list's readable entries in list order: the key's, or a playlist's positions. */
export async function listEntries(tx: Tx, owner: string, list: EntryListName) {
  const records = readAll(
    readEntry,
    await tx.objectStore('entries').index('byList').getAll([owner, list]),
  )
  return list === 'playlist' ? records.sort((a, b) => a.position - b.position) : records
}

export async function clearEntries(tx: Tx, owner: string, list: EntryListName) {
  const store = (tx as Tx<'readwrite'>).objectStore('entries')
  const keys = await store.index('byList').getAllKeys([owner, list])
  await Promise.all(keys.map((key) => store.delete(key)))
}

/** The port's lists (a user's, and a playlist's videos) over IndexedDB. */
export function indexedDbLists(tx: Tx, catalogue: Catalogue): ListsTx {
  const writable = () => tx as Tx<'readwrite'>
  const entryKey = (owner: string, list: EntryListName, videoId: string) =>
    tx.objectStore('entries').index('byItem').getKey([owner, list, videoId])
  return {
    listVideos: async (owner, list) =>
      catalogueVideos(catalogue, await listEntries(tx, owner, list)),
    async addEntry(owner, list, videoId) {
      if ((await entryKey(owner, list, videoId)) !== undefined) return false
      const entry = { owner, list, videoId }
      if (list !== 'playlist') await writable().objectStore('entries').add(entry)
      else {
        const last = (await listEntries(tx, owner, list)).at(-1)
        await writable()
          .objectStore('entries')
          .add({ ...entry, position: (last?.position ?? 0) + 1 })
      }
      return true
    },
    async removeEntry(owner, list, videoId) {
      const key = await entryKey(owner, list, videoId)
      if (key === undefined) return false
      await writable().objectStore('entries').delete(key)
      return true
    },
    clearEntries: (owner, list) => clearEntries(tx, owner, list),
  }
}
