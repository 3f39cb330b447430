import type { NoteRecord, StudyTx } from './store'
import { byTime, newestFirst } from './order'
import { readAll } from '../store/records'
import { readNote, readProgress } from './records'
import type { Tx } from '../store/indexeddb/schema'

/** The port's progress and notes over IndexedDB. */
export function indexedDbStudy(tx: Tx): StudyTx {
  const writable = () => tx as Tx<'readwrite'>
  return {
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
  }
}

const isOwnNote = (note: NoteRecord | undefined, userId: string, videoId: string) =>
  note !== undefined && note.userId === userId && note.videoId === videoId
