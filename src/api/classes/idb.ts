import type { AssignmentRecord, ClassesTx, ClassRecord, MemberRecord } from './store'
import type { SharingTx } from '../sharing/store'
import { oldestFirst } from '../study/order'
import { readAll } from '../store/records'
import { readAssignment, readAssignmentRound, readClass, readMember } from './records'
import { readPlaylist } from '../playlists/records'
import { readUser } from '../auth/records'
import { sameWork } from './store'
import { deleteFound } from '../store/indexeddb/delete-found'
import { startingWith } from '../store/indexeddb/key-ranges'
import type { Tx } from '../store/indexeddb/schema'

/** The port's sharing and classes over IndexedDB (docs/api.md, "Sharing" and "Classes"). */
export function indexedDbClasses(tx: Tx): SharingTx & ClassesTx {
  const writable = () => tx as Tx<'readwrite'>
  const classes = () => tx.objectStore('classes')
  const classesInOrder = oldestFirst<ClassRecord>(
    (c) => c.createdAt,
    (c) => c._id,
  )
  const membersInOrder = oldestFirst<MemberRecord>(
    (m) => m.joinedAt,
    (m) => m.userId,
  )
  const classMembers = async (classId: string) =>
    membersInOrder(
      readAll(readMember, await tx.objectStore('members').getAll(startingWith(classId))),
    )
  const assignments = () => tx.objectStore('assignments')
  const assignmentsInOrder = oldestFirst<AssignmentRecord>(
    (a) => a.createdAt,
    (a) => a._id,
  )
  return {
    async sharePlaylist(playlistId, shareId) {
      const store = writable().objectStore('playlists')
      const key = await store.index('byId').getKey(playlistId)
      const record = key === undefined ? undefined : await store.get(key)
      if (!record) return
      const { shareId: _previous, ...rest } = record
      await store.put(shareId ? { ...rest, shareId } : rest)
    },
    sharedPlaylist: async (shareId) =>
      readPlaylist(await tx.objectStore('playlists').index('byShareId').get(shareId)),
    async addClass(record) {
      if ((await classes().index('byCode').getKey(record.code)) !== undefined) return false
      await writable().objectStore('classes').add(record)
      return true
    },
    findClass: async (classId) => readClass(await classes().get(classId)),
    classByCode: async (code) => readClass(await classes().index('byCode').get(code)),
    coachedClasses: async (userId) =>
      classesInOrder(readAll(readClass, await classes().index('byCoach').getAll(userId))),
    async joinedClasses(userId) {
      const members = membersInOrder(
        readAll(readMember, await tx.objectStore('members').index('byUser').getAll(userId)),
      )
      const found = await Promise.all(members.map(({ classId }) => classes().get(classId)))
      return readAll(readClass, found)
    },
    classMembers,
    async classStudents(classId) {
      return Promise.all(
        (await classMembers(classId)).map(async (member) => {
          const user = readUser(await tx.objectStore('users').get(member.userId))
          const names = user && { firstName: user.firstName, lastName: user.lastName }
          return names ? { ...member, names } : member
        }),
      )
    },
    async addMember(member) {
      const store = writable().objectStore('members')
      if ((await store.getKey([member.classId, member.userId])) !== undefined) return false
      await store.add(member)
      return true
    },
    async removeMember(classId, userId) {
      const store = writable().objectStore('members')
      if ((await store.getKey([classId, userId])) === undefined) return false
      await store.delete([classId, userId])
      const assignmentIds = await assignments().index('byClass').getAllKeys(classId)
      const rounds = writable().objectStore('assignmentRounds')
      await Promise.all(assignmentIds.map((assignmentId) => rounds.delete([assignmentId, userId])))
      return true
    },
    classAssignments: async (classId) =>
      assignmentsInOrder(
        readAll(readAssignment, await assignments().index('byClass').getAll(classId)),
      ),
    async addAssignment(assignment) {
      const held = readAll(
        readAssignment,
        await assignments().index('byClass').getAll(assignment.classId),
      )
      if (held.some((given) => sameWork(given, assignment))) return false
      await writable().objectStore('assignments').add(assignment)
      return true
    },
    async removeAssignment(classId, assignmentId) {
      const store = writable().objectStore('assignments')
      if ((await store.get(assignmentId))?.classId !== classId) return false
      await store.delete(assignmentId)
      await writable().objectStore('assignmentRounds').delete(startingWith(assignmentId))
      return true
    },
    async guessAssignmentsOf(userId, videoId, side) {
      const classIds = await tx.objectStore('members').index('byUser').getAllKeys(userId)
      const found = await Promise.all(
        classIds.map(async ([classId]) =>
          readAll(readAssignment, await assignments().index('byClass').getAll(classId)),
        ),
      )
      return found
        .flat()
        .filter((a) => a.kind === 'guess' && a.videoId === videoId && a.side === side)
        .map((a) => a._id)
    },
    assignmentRound: async (assignmentId, userId) =>
      readAssignmentRound(await tx.objectStore('assignmentRounds').get([assignmentId, userId])),
    async saveAssignmentRound(record) {
      await writable().objectStore('assignmentRounds').put(record)
    },
    assignmentRounds: async (assignmentId) =>
      readAll(
        readAssignmentRound,
        await tx.objectStore('assignmentRounds').getAll(startingWith(assignmentId)),
      ),
    async deleteClass(classId) {
      if ((await classes().getKey(classId)) === undefined) return false
      await deleteClassRecords(writable(), classId)
      return true
    },
  }
}

/** A class with its members and assignments: what SQL's cascades delete (account/idb.ts too). */
export async function deleteClassRecords(tx: Tx<'readwrite'>, classId: string) {
  await tx.objectStore('members').delete(startingWith(classId))
  const rounds = tx.objectStore('assignmentRounds')
  for (const assignmentId of await tx
    .objectStore('assignments')
    .index('byClass')
    .getAllKeys(classId))
    await rounds.delete(startingWith(assignmentId))
  await deleteFound(tx, 'assignments', 'byClass', classId)
  await tx.objectStore('classes').delete(classId)
}
