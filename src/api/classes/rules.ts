import type { ClassSummary, ClassView } from '@/shared/entities'
import { MAX_CLASS_ASSIGNMENTS, MAX_CLASS_STUDENTS, MAX_CLASSES } from '@/shared/input-rules'
import { messages } from '../messages'
import type { ClassRecord, Store, StoreTx } from '../store/port'
import { timestamp } from '../timestamp'
import { conflict, invalid, notFound } from '../refusals'
import { requireUser } from '../auth/require-user'
import { classFor, COACH_UNNAMED, coachedClass, nameOf, studentsOf } from './access'
import { assignmentsOf, onTheWire, workOf } from './homework'
import type { AssignmentWork } from './store'

/**
 * Classes for coaches (docs/api.md, "Classes"). Privacy is the rule of this folder: a coach learns
 * of a student only their name and, per assignment, what they did of it since it was assigned
 * (./homework.ts); a student learns nothing of the others. The coach's reads are ./reports.ts.
 */

/** Join codes: 6 of 31 characters with no look-alikes (no 0/O, 1/I/L), about 30 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
function newJoinCode(): string {
  let code = ''
  while (code.length < 6)
    for (const byte of crypto.getRandomValues(new Uint8Array(8)))
      // 248 = 8 × 31: every character equally likely.
      if (byte < 248 && code.length < 6) code += CODE_ALPHABET[byte % CODE_ALPHABET.length]
  return code
}

/**
 * When a student joined and an assignment was made, to the millisecond as progress and reviews
 * are kept (an earlier version's, to the second, are read too): what came before never counts.
 */
const preciseNow = () => new Date().toISOString()

export async function viewOf(
  tx: StoreTx,
  record: ClassRecord,
  role: 'coach' | 'student',
  userId: string,
) {
  const [coach, assignments, members] = await Promise.all([
    tx.user(record.coachId),
    assignmentsOf(tx, record._id),
    tx.classMembers(record._id),
  ])
  const view = { _id: record._id, name: record.name, coachName: nameOf(coach, COACH_UNNAMED), role }
  if (role === 'student') {
    const joinedAt = members.find((member) => member.userId === userId)?.joinedAt ?? ''
    const work = await workOf(tx, assignments, [{ userId, joinedAt }])
    return {
      ...view,
      assignments: onTheWire(assignments).map((a, i) => ({
        ...a,
        progress: work[i]![0]!.progress,
      })),
    }
  }
  const students = (await studentsOf(tx, record._id)).map(({ userId: _id, name }) => ({
    _id,
    name,
  }))
  return {
    ...view,
    code: record.code,
    students,
    assignments: onTheWire(assignments),
  } satisfies ClassView
}

/** What an assignment names exists: the coach's playlist, a lesson, themes of the puzzles. */
async function checkWork(tx: StoreTx, coachId: string, work: AssignmentWork) {
  if (work.kind === 'playlist') {
    const playlist = await tx.playlist(work.playlistId)
    if (!playlist || playlist.userId !== coachId) throw notFound(messages.playlistNotFound)
  } else if (work.kind === 'guess') {
    if (!tx.catalogue.video(work.videoId)) throw notFound(messages.videoNotFound)
    if (!(await tx.lesson(work.videoId))) throw invalid(messages.noLessonToAssign)
  } else {
    const known = new Set((await tx.themeCounts()).map(({ theme }) => theme))
    const unknown = work.themes.filter((theme) => !known.has(theme))
    if (unknown.length) throw invalid(messages.themesUnknown(unknown))
  }
}

export const classes = (store: Store) => ({
  async create(userId: string, name: string): Promise<ClassView> {
    return store.write(async (tx) => {
      await requireUser(tx, userId, messages.userNotFound)
      for (let attempt = 0; attempt < 5; attempt++) {
        const record = {
          _id: crypto.randomUUID(),
          coachId: userId,
          name,
          code: newJoinCode(),
          createdAt: timestamp(),
        }
        if (!(await tx.addClass(record))) continue
        // Counted after the insert, in its transaction: two creations at once cannot both pass.
        if ((await tx.coachedClasses(userId)).length > MAX_CLASSES)
          throw conflict(messages.tooManyClasses)
        return viewOf(tx, record, 'coach', userId)
      }
      throw new Error('No free join code after 5 tries')
    })
  },

  list: (userId: string) =>
    store.read(async (tx) => {
      const [coached, joined, me] = await Promise.all([
        tx.coachedClasses(userId),
        tx.joinedClasses(userId),
        tx.user(userId),
      ])
      const coaching: ClassSummary[] = await Promise.all(
        coached.map(async ({ _id, name, code }) => ({
          _id,
          name,
          code,
          coachName: nameOf(me, COACH_UNNAMED),
          role: 'coach' as const,
          studentCount: (await tx.classMembers(_id)).length,
          assignmentCount: (await tx.classAssignments(_id)).length,
        })),
      )
      const joinedSummaries: ClassSummary[] = await Promise.all(
        joined.map(async ({ _id, name, coachId }) => ({
          _id,
          name,
          coachName: nameOf(await tx.user(coachId), COACH_UNNAMED),
          role: 'student' as const,
        })),
      )
      return { coaching, joined: joinedSummaries }
    }),

  read: (userId: string, classId: string) =>
    store.read(async (tx) => {
      const { record, role } = await classFor(tx, classId, userId)
      return viewOf(tx, record, role, userId)
    }),

  join: (userId: string, code: string) =>
    store.write(async (tx) => {
      await requireUser(tx, userId, messages.userNotFound)
      const record = await tx.classByCode(code.trim().toUpperCase())
      if (!record) throw notFound(messages.classCodeUnknown)
      if (record.coachId === userId) throw conflict(messages.ownClass)
      // Joining twice is no error: the link may be opened again.
      const joined = await tx.addMember({ classId: record._id, userId, joinedAt: preciseNow() })
      if (joined && (await tx.classMembers(record._id)).length > MAX_CLASS_STUDENTS)
        throw conflict(messages.classFull)
      return viewOf(tx, record, 'student', userId)
    }),

  leave: (userId: string, classId: string) =>
    store.write(async (tx) => {
      if (!(await tx.removeMember(classId, userId))) throw notFound(messages.classNotFound)
    }),

  removeStudent: (coachId: string, classId: string, studentId: string) =>
    store.write(async (tx) => {
      const record = await coachedClass(tx, classId, coachId)
      if (!(await tx.removeMember(classId, studentId))) throw notFound(messages.notInClass)
      return viewOf(tx, record, 'coach', coachId)
    }),

  assign: (coachId: string, classId: string, work: AssignmentWork, due?: string) =>
    store.write(async (tx) => {
      const record = await coachedClass(tx, classId, coachId)
      await checkWork(tx, coachId, work)
      const assignment = { _id: crypto.randomUUID(), classId, ...work, createdAt: preciseNow() }
      if (!(await tx.addAssignment(due ? { ...assignment, due } : assignment)))
        throw conflict(work.kind === 'guess' ? messages.guessAssigned : messages.alreadyAssigned)
      if ((await tx.classAssignments(classId)).length > MAX_CLASS_ASSIGNMENTS)
        throw conflict(messages.tooManyAssignments)
      return viewOf(tx, record, 'coach', coachId)
    }),

  /** The playlist stays the coach's; the students' progress in it stays theirs. */
  unassign: (coachId: string, classId: string, assignmentId: string) =>
    store.write(async (tx) => {
      const record = await coachedClass(tx, classId, coachId)
      if (!(await tx.removeAssignment(classId, assignmentId)))
        throw notFound(messages.assignmentNotFound)
      return viewOf(tx, record, 'coach', coachId)
    }),

  /** The class, its members and its assignments; playlists and progress stay their owners'. */
  remove: (coachId: string, classId: string) =>
    store.write(async (tx) => {
      await coachedClass(tx, classId, coachId)
      await tx.deleteClass(classId)
    }),
})
