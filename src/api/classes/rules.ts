import type {
  Assignment,
  AssignmentProgress,
  ClassProgress,
  ClassSummary,
  ClassView,
  StudentAssignment,
} from '@/shared/entities'
import { MAX_CLASS_ASSIGNMENTS, MAX_CLASS_STUDENTS, MAX_CLASSES } from '@/shared/input-rules'
import { isWatched } from '@/shared/watched'
import { messages } from '../messages'
import type { ClassRecord, Store, StoreTx, UserRecord } from '../store/port'
import { timestamp } from '../timestamp'
import { conflict, DomainError, notFound } from '../refusals'
import { requireUser } from '../lists/rules'

/**
 * Classes for coaches (docs/api.md, "Classes"). Privacy is this file's rule: a coach learns of a
 * student only their name and, per assignment, how many of its videos they watched and how many
 * drills from them they reviewed (`progressIn`); a student learns nothing of the others.
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
 * What a class shows of a person: the names they gave, never their email (docs/decisions/020);
 * without names, `unnamed` ("Student 3", "Your coach").
 */
const nameOf = (user: UserRecord | undefined, unnamed: string) =>
  user ? `${user.firstName} ${user.lastName}`.trim() || unnamed : 'A former learner'
const COACH_UNNAMED = 'Your coach'
const studentUnnamed = (place: number) => `Student ${place + 1}`

const forbidden = () => new DomainError('forbidden', messages.coachOnly)

/** The class and what the user is in it; a class the user is not in is as if it did not exist. */
async function classFor(tx: StoreTx, classId: string, userId: string) {
  const record = await tx.findClass(classId)
  if (record?.coachId === userId) return { record, role: 'coach' as const }
  const member = record && (await tx.classMembers(classId)).some((m) => m.userId === userId)
  if (!record || !member) throw notFound(messages.classNotFound)
  return { record, role: 'student' as const }
}

async function coachedClass(tx: StoreTx, classId: string, userId: string) {
  const { record, role } = await classFor(tx, classId, userId)
  if (role !== 'coach') throw forbidden()
  return record
}

/** An assignment, and since when it counts a student's work (never on the wire). */
type Counted = { assignment: Assignment; createdAt: string }

/** The class's assignments with their playlists as they are now. */
async function assignmentsOf(tx: StoreTx, classId: string): Promise<Counted[]> {
  const found = await Promise.all(
    (await tx.classAssignments(classId)).map(async ({ _id, playlistId, due, createdAt }) => {
      const playlist = await tx.playlist(playlistId)
      if (!playlist) return []
      const videos = await tx.listVideos(playlistId, 'playlist')
      return [
        { assignment: { _id, title: playlist.title, videos, ...(due && { due }) }, createdAt },
      ]
    }),
  )
  return found.flat()
}

/**
 * A student's progress in each assignment: counts over its videos of what they watched and
 * reviewed since both the assignment and their joining, nothing else. Earlier viewing stays
 * theirs: a coach cannot learn it by assigning a video (docs/decisions/020).
 */
async function progressIn(
  tx: StoreTx,
  studentId: string,
  joinedAt: string,
  assignments: Counted[],
): Promise<AssignmentProgress[]> {
  const [progress, drills, reviews] = await Promise.all([
    tx.progress(studentId),
    tx.drills(studentId),
    // The same instant as stored reviews write it, for the store's comparison of text.
    tx.reviews(studentId, new Date(Date.parse(joinedAt) || 0).toISOString()),
  ])
  return assignments.map(({ assignment: { videos }, createdAt }) => {
    const since = Math.max(Date.parse(createdAt), Date.parse(joinedAt))
    const watched = new Set(
      progress
        .filter((entry) => atOrAfter(entry.updatedAt, since) && isWatched(entry))
        .map((entry) => entry.videoId),
    )
    const reviewedDrills = new Set(
      reviews
        .filter((review) => atOrAfter(review.reviewedAt, since))
        .map((review) => review.drillId),
    )
    const ids = new Set(videos.map((video) => video._id))
    return {
      watched: [...ids].filter((id) => watched.has(id)).length,
      total: ids.size,
      drillsReviewed: drills.filter(
        (drill) => reviewedDrills.has(drill._id) && ids.has(drill.videoId ?? ''),
      ).length,
    }
  })
}

/**
 * When a student joined and an assignment was made, to the millisecond as progress and reviews
 * are kept (an earlier version's, to the second, are read too): what came before never counts.
 */
const preciseNow = () => new Date().toISOString()
const atOrAfter = (time: string, since: number) => Date.parse(time) >= since

const onTheWire = (counted: Counted[]) => counted.map(({ assignment }) => assignment)

async function viewOf(tx: StoreTx, record: ClassRecord, role: 'coach' | 'student', userId: string) {
  const [coach, assignments, members] = await Promise.all([
    tx.user(record.coachId),
    assignmentsOf(tx, record._id),
    tx.classMembers(record._id),
  ])
  const view = { _id: record._id, name: record.name, coachName: nameOf(coach, COACH_UNNAMED), role }
  if (role === 'student') {
    const joinedAt = members.find((member) => member.userId === userId)?.joinedAt ?? ''
    const progress = await progressIn(tx, userId, joinedAt, assignments)
    return {
      ...view,
      assignments: onTheWire(assignments).map((a, i) => ({ ...a, progress: progress[i] })),
    }
  }
  const students = await Promise.all(
    members.map(async ({ userId: _id }, place) => ({
      _id,
      name: nameOf(await tx.user(_id), studentUnnamed(place)),
    })),
  )
  return {
    ...view,
    code: record.code,
    students,
    assignments: onTheWire(assignments),
  } satisfies ClassView
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

  assign: (coachId: string, classId: string, playlistId: string, due?: string) =>
    store.write(async (tx) => {
      const record = await coachedClass(tx, classId, coachId)
      const playlist = await tx.playlist(playlistId)
      if (!playlist || playlist.userId !== coachId) throw notFound(messages.playlistNotFound)
      const assignment = { _id: crypto.randomUUID(), classId, playlistId, createdAt: preciseNow() }
      if (!(await tx.addAssignment(due ? { ...assignment, due } : assignment)))
        throw conflict(messages.alreadyAssigned)
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

  progress: (coachId: string, classId: string): Promise<ClassProgress> =>
    store.read(async (tx) => {
      await coachedClass(tx, classId, coachId)
      const [members, assignments] = await Promise.all([
        tx.classMembers(classId),
        assignmentsOf(tx, classId),
      ])
      const students = await Promise.all(
        members.map(async ({ userId, joinedAt }, place) => {
          const progress = await progressIn(tx, userId, joinedAt, assignments)
          return {
            _id: userId,
            name: nameOf(await tx.user(userId), studentUnnamed(place)),
            assignments: progress.map((counts, i) => ({
              assignmentId: assignments[i]!.assignment._id,
              ...counts,
            })),
          }
        }),
      )
      return { students }
    }),

  /** A student's assignments in every class they are in, with their own progress. */
  assignments: (userId: string): Promise<StudentAssignment[]> =>
    store.read(async (tx) => {
      const found = await Promise.all(
        (await tx.joinedClasses(userId)).map(async ({ _id: classId, name: className }) => {
          const [assignments, members] = await Promise.all([
            assignmentsOf(tx, classId),
            tx.classMembers(classId),
          ])
          const joinedAt = members.find((member) => member.userId === userId)?.joinedAt ?? ''
          const progress = await progressIn(tx, userId, joinedAt, assignments)
          return onTheWire(assignments).map((a, i) => ({
            ...a,
            classId,
            className,
            progress: progress[i]!,
          }))
        }),
      )
      return found.flat()
    }),
})
