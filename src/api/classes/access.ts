import { messages } from '../messages'
import type { StoreTx, UserRecord } from '../store/port'
import { DomainError, notFound } from '../refusals'

// Who may read what of a class (docs/decisions/020-classes-privacy.md).

/**
 * What a class shows of a person: the names they gave, never their email (docs/decisions/020);
 * without names, `unnamed` ("Student 3", "Your coach").
 */
export const nameOf = (
  user: Pick<UserRecord, 'firstName' | 'lastName'> | undefined,
  unnamed: string,
) => (user ? `${user.firstName} ${user.lastName}`.trim() || unnamed : 'A former learner')
export const COACH_UNNAMED = 'Your coach'
export const studentUnnamed = (place: number) => `Student ${place + 1}`

const forbidden = () => new DomainError('forbidden', messages.coachOnly)

/** The class and what the user is in it; a class the user is not in is as if it did not exist. */
export async function classFor(tx: StoreTx, classId: string, userId: string) {
  const record = await tx.findClass(classId)
  if (record?.coachId === userId) return { record, role: 'coach' as const }
  const member = record && (await tx.classMembers(classId)).some((m) => m.userId === userId)
  if (!record || !member) throw notFound(messages.classNotFound)
  return { record, role: 'student' as const }
}

export async function coachedClass(tx: StoreTx, classId: string, userId: string) {
  const { record, role } = await classFor(tx, classId, userId)
  if (role !== 'coach') throw forbidden()
  return record
}

/** The class's students in the order they joined, with the names the class shows of them. */
export async function studentsOf(tx: StoreTx, classId: string) {
  return (await tx.classStudents(classId)).map(({ userId, joinedAt, names }, place) => ({
    userId,
    joinedAt,
    name: nameOf(names, studentUnnamed(place)),
  }))
}
