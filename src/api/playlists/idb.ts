import { titleKey } from '@/shared/input-rules'
import { catalogueVideos } from '../store/catalogue'
import type { Catalogue } from '../videos/store'
import { clearEntries, listEntries } from '../lists/idb'
import { readAll } from '../store/records'
import { readPlaylist } from './records'
import type { Tx } from '../store/indexeddb/schema'
import type { PlaylistsTx } from './store'

/** The port's playlists over IndexedDB: a playlist's videos are entries of the lists' store. */
export function indexedDbPlaylists(tx: Tx, catalogue: Catalogue): PlaylistsTx {
  const playlists = () => tx.objectStore('playlists')
  const writable = () => tx as Tx<'readwrite'>
  return {
    playlists: async (userId) =>
      readAll(readPlaylist, await playlists().index('byUser').getAll(userId)),
    // One IndexedDB transaction already: its reads cost no round trip to a server.
    async playlistVideos(userId) {
      const owned = readAll(readPlaylist, await playlists().index('byUser').getAll(userId))
      const lists = await Promise.all(
        owned.map(
          async ({ _id }) =>
            [_id, catalogueVideos(catalogue, await listEntries(tx, _id, 'playlist'))] as const,
        ),
      )
      return new Map(lists)
    },
    playlist: async (playlistId) => readPlaylist(await playlists().index('byId').get(playlistId)),
    async addPlaylist(playlist) {
      const key = titleKey(playlist.title)
      if (await playlists().index('byTitleKey').getKey([playlist.userId, key])) return false
      await writable()
        .objectStore('playlists')
        .add({ ...playlist, titleKey: key })
      return true
    },
    async updatePlaylist(playlist) {
      const store = writable().objectStore('playlists')
      const key = titleKey(playlist.title)
      const holder = await store.index('byTitleKey').get([playlist.userId, key])
      if (holder && holder._id !== playlist._id) return false
      const stored = await store.index('byId').get(playlist._id)
      if (stored) await store.put({ ...stored, ...playlist, titleKey: key })
      return true
    },
    async orderPlaylist(playlistId, videoIds) {
      const store = writable().objectStore('entries')
      for (const [index, videoId] of videoIds.entries()) {
        const entry = await store.index('byItem').get([playlistId, 'playlist', videoId])
        if (entry) await store.put({ ...entry, position: index + 1 })
      }
    },
    async deletePlaylist(playlistId) {
      const store = writable().objectStore('playlists')
      const key = await store.index('byId').getKey(playlistId)
      if (key !== undefined) await store.delete(key)
      await clearEntries(tx, playlistId, 'playlist')
      // Its assignments go with it, as SQL's foreign key takes them.
      const assignments = writable().objectStore('assignments')
      for (const assignmentKey of await assignments.index('byPlaylist').getAllKeys(playlistId))
        await assignments.delete(assignmentKey)
    },
  }
}
