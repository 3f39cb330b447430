import { VIDEO_LISTS } from '@/shared/entity-names'
import type { AccountTx } from '../store/port'
import { readAll } from '../store/records'
import { readNote } from '../study/records'
import { readSession } from '../auth/records'
import { deleteFound as deleteFromIndex } from '../store/indexeddb/delete-found'
import { deleteClassRecords } from '../classes/idb'
import { startingWith as ofUser } from '../store/indexeddb/key-ranges'
import type { Name, Tx } from '../store/indexeddb/schema'

/** The port's sessions, password and whole-account work over IndexedDB (docs/api.md, "Sessions"). */
export function indexedDbAccount(tx: Tx): AccountTx {
  const writable = () => tx as Tx<'readwrite'>
  const sessions = () => writable().objectStore('sessions')
  const deleteFound = (name: Name, index: string, query: IDBValidKey | IDBKeyRange) =>
    deleteFromIndex(writable(), name, index, query)
  return {
    session: async (sessionId) => readSession(await tx.objectStore('sessions').get(sessionId)),
    sessions: async (userId) =>
      readAll(readSession, await tx.objectStore('sessions').index('byUser').getAll(userId)).sort(
        (a, b) => a.createdAt.localeCompare(b.createdAt),
      ),
    async addSession(session) {
      await sessions().add(session)
    },
    async touchSession(sessionId, at) {
      const session = readSession(await sessions().get(sessionId))
      if (session) await sessions().put({ ...session, lastSeenAt: at })
    },
    async endSessions(userId, keep) {
      const keys = await sessions().index('byUser').getAllKeys(userId)
      await Promise.all(keys.filter((key) => key !== keep).map((key) => sessions().delete(key)))
    },
    async endSession(userId, sessionId) {
      if (readSession(await sessions().get(sessionId))?.userId !== userId) return false
      await sessions().delete(sessionId)
      return true
    },
    async pruneSessions(userId, createdBefore) {
      const old = readAll(readSession, await sessions().index('byUser').getAll(userId)).filter(
        (session) => session.createdAt < createdBefore,
      )
      await Promise.all(old.map((session) => sessions().delete(session._id)))
    },
    async setLanguage(userId, language, at) {
      const users = writable().objectStore('users')
      const user = await users.get(userId)
      if (user) await users.put({ ...user, language, updatedAt: at })
    },
    async setPassword(userId, password, at) {
      const users = writable().objectStore('users')
      const user = await users.get(userId)
      if (user) await users.put({ ...user, password, updatedAt: at })
    },
    userNotes: async (userId) =>
      readAll(readNote, await tx.objectStore('notes').index('byVideo').getAll(ofUser(userId))).sort(
        (a, b) => a.createdAt.localeCompare(b.createdAt),
      ),
    // What SQL's foreign keys cascade, store by store.
    async deleteUser(userId) {
      const playlistIds = (await tx.objectStore('playlists').index('byUser').getAll(userId)).map(
        (playlist) => playlist._id,
      )
      for (const playlistId of playlistIds)
        await deleteFound('entries', 'byList', [playlistId, 'playlist'])
      for (const list of VIDEO_LISTS) await deleteFound('entries', 'byList', [userId, list])
      await deleteFound('playlists', 'byUser', userId)
      await deleteFound('progress', 'byUser', userId)
      await deleteFound('notes', 'byVideo', ofUser(userId))
      await deleteFound('drills', 'byUserDue', ofUser(userId))
      await deleteFound('reviews', 'byUserTime', ofUser(userId))
      await deleteFound('sessions', 'byUser', userId)
      await writable().objectStore('guesses').delete(ofUser(userId))
      await writable().objectStore('puzzleAttempts').delete(ofUser(userId))
      await deleteFound('assignmentRounds', 'byUser', userId)
      await deleteFound('games', 'byUserTime', ofUser(userId))
      // Classes coached go with their members and assignments; the user leaves the others.
      const coached = await tx.objectStore('classes').index('byCoach').getAllKeys(userId)
      for (const classId of coached) await deleteClassRecords(writable(), classId)
      await deleteFound('members', 'byUser', userId)
      await writable().objectStore('users').delete(userId)
    },
  }
}
