import { titleKey } from '@/shared/input-rules'
import { catalogueVideos } from '../catalogue'
import type { Catalogue, EntryListName, NoteRecord, StoreTx } from '../port'
import { byTime, newestFirst } from '../../study/order'
import { readAll, readEntry, readNote, readPlaylist, readProgress, readUser } from '../records'
import { indexedDbAccount } from '../../account/idb'
import { indexedDbCatalogue } from '../../catalogue/idb'
import { indexedDbClasses } from '../../classes/idb'
import { indexedDbDrills } from '../../drills/idb'
import type { Tx } from './schema'

/** The port's unit of work over one IndexedDB transaction covering every store. */
export function indexedDbTx(
  tx: Tx,
  catalogue: Catalogue,
): StoreTx & { catalogueChanged: () => boolean } {
  const { changed: catalogueChanged, ...catalogueWrites } = indexedDbCatalogue(tx)
  const entries = () => tx.objectStore('entries')
  const playlists = () => tx.objectStore('playlists')
  const writable = () => tx as Tx<'readwrite'>
  const entryKey = (owner: string, list: EntryListName, videoId: string) =>
    entries().index('byItem').getKey([owner, list, videoId])
  /** A list's readable entries in list order: the key's, or a playlist's positions. */
  const listEntries = async (owner: string, list: EntryListName) => {
    const records = readAll(readEntry, await entries().index('byList').getAll([owner, list]))
    return list === 'playlist' ? records.sort((a, b) => a.position - b.position) : records
  }
  const clearEntries = async (owner: string, list: EntryListName) => {
    const store = writable().objectStore('entries')
    const keys = await store.index('byList').getAllKeys([owner, list])
    await Promise.all(keys.map((key) => store.delete(key)))
  }

  return {
    catalogue,
    catalogueChanged,
    ...catalogueWrites,
    user: async (userId) => readUser(await tx.objectStore('users').get(userId)),
    // IndexedDB runs a store's readwrite transactions one at a time already.
    requester: async (userId) => readUser(await tx.objectStore('users').get(userId)),
    userByEmail: async (email) => readUser(await tx.objectStore('users').index('email').get(email)),
    async addUser(user) {
      const users = writable().objectStore('users')
      if (await users.index('email').getKey(user.email)) return false
      await users.add(user)
      return true
    },

    listVideos: async (owner, list) => catalogueVideos(catalogue, await listEntries(owner, list)),
    async addEntry(owner, list, videoId) {
      if ((await entryKey(owner, list, videoId)) !== undefined) return false
      const entry = { owner, list, videoId }
      if (list !== 'playlist') await writable().objectStore('entries').add(entry)
      else {
        const last = (await listEntries(owner, list)).at(-1)
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
    clearEntries,

    playlists: async (userId) =>
      readAll(readPlaylist, await playlists().index('byUser').getAll(userId)),
    // One IndexedDB transaction already: its reads cost no round trip to a server.
    async playlistVideos(userId) {
      const owned = readAll(readPlaylist, await playlists().index('byUser').getAll(userId))
      const lists = await Promise.all(
        owned.map(
          async ({ _id }) =>
            [_id, catalogueVideos(catalogue, await listEntries(_id, 'playlist'))] as const,
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
      await clearEntries(playlistId, 'playlist')
      // Its assignments go with it, as SQL's foreign key takes them.
      const assignments = writable().objectStore('assignments')
      for (const assignmentKey of await assignments.index('byPlaylist').getAllKeys(playlistId))
        await assignments.delete(assignmentKey)
    },

    progress: async (userId) =>
      newestFirst(
        readAll(readProgress, await tx.objectStore('progress').index('byUser').getAll(userId)),
      ),
    async saveProgress(progress) {
      await writable().objectStore('progress').put(progress)
    },
    async removeProgress(userId, videoId) {
      const store = writable().objectStore('progress')
      if ((await store.getKey([userId, videoId])) === undefined) return false
      await store.delete([userId, videoId])
      return true
    },

    notes: async (userId, videoId) =>
      byTime(
        readAll(readNote, await tx.objectStore('notes').index('byVideo').getAll([userId, videoId])),
      ),
    async addNote(note) {
      await writable().objectStore('notes').add(note)
    },
    async updateNote(note) {
      const store = writable().objectStore('notes')
      if (!isOwnNote(readNote(await store.get(note._id)), note.userId, note.videoId)) return false
      await store.put(note)
      return true
    },
    async removeNote(userId, videoId, noteId) {
      const store = writable().objectStore('notes')
      if (!isOwnNote(readNote(await store.get(noteId)), userId, videoId)) return false
      await store.delete(noteId)
      // Its drill goes with it, as a foreign key cascades in SQL.
      const drills = writable().objectStore('drills')
      const drillKey = await drills.index('byNote').getKey(noteId)
      if (drillKey !== undefined) await drills.delete(drillKey)
      return true
    },
    async note(userId, noteId) {
      const note = readNote(await tx.objectStore('notes').get(noteId))
      return note?.userId === userId ? note : undefined
    },
    ...indexedDbDrills(tx),
    ...indexedDbClasses(tx),
    ...indexedDbAccount(tx),
  }
}

const isOwnNote = (note: NoteRecord | undefined, userId: string, videoId: string) =>
  note !== undefined && note.userId === userId && note.videoId === videoId
