import type { GuessRound } from '@/shared/guess-rounds'
import type { GuessSide } from '@/shared/lesson-limits'
import type { Difficulty } from '@/shared/puzzle-themes'

/** A coach's class (docs/api.md, "Classes"): students join it by its code. */
export type ClassRecord = {
  _id: string
  coachId: string
  name: string
  code: string
  createdAt: string
}
export type MemberRecord = { classId: string; userId: string; joinedAt: string }
/** A member with the names they gave (none: their account is gone). */
export type StudentRecord = MemberRecord & { names?: { firstName: string; lastName: string } }
/**
 * What a class is asked to do: one of the coach's playlists, a lesson's "Guess the moves" as a
 * side, or puzzles of any of some themes (every theme when none) and a difficulty.
 */
export type AssignmentWork =
  | { kind: 'playlist'; playlistId: string }
  | { kind: 'guess'; videoId: string; side: GuessSide }
  | { kind: 'puzzles'; themes: string[]; difficulty?: Difficulty; count: number }

/** Work given to a class, by a day (`YYYY-MM-DD`) or none. */
export type AssignmentRecord = {
  _id: string
  classId: string
  due?: string
  createdAt: string
} & AssignmentWork

/** A student's best round of an assigned lesson since it was assigned (api/guesses/rules.ts). */
export type AssignmentRoundRecord = { assignmentId: string; userId: string; round: GuessRound }

/** Classes: what each adapter's classes module implements. */
export interface ClassesTx {
  /** false when another class has the code. */
  addClass(record: ClassRecord): Promise<boolean>
  findClass(classId: string): Promise<ClassRecord | undefined>
  classByCode(code: string): Promise<ClassRecord | undefined>
  /** The classes the user coaches, oldest first. */
  coachedClasses(userId: string): Promise<ClassRecord[]>
  /** The classes the user has joined, in the order joined. */
  joinedClasses(userId: string): Promise<ClassRecord[]>
  /** The class's students, in the order they joined. */
  classMembers(classId: string): Promise<MemberRecord[]>
  /** The same with their names, read at once (a class's page and its reports). */
  classStudents(classId: string): Promise<StudentRecord[]>
  /** false when the user is in the class already. */
  addMember(member: MemberRecord): Promise<boolean>
  /** false when the user was not in the class; their rounds in its assignments go. */
  removeMember(classId: string, userId: string): Promise<boolean>
  /** The class's assignments, oldest first. */
  classAssignments(classId: string): Promise<AssignmentRecord[]>
  /** false when the class has the playlist, or the lesson's guessing as that side, already. */
  addAssignment(assignment: AssignmentRecord): Promise<boolean>
  /** false when the class has no such assignment; its students' rounds go with it. */
  removeAssignment(classId: string, assignmentId: string): Promise<boolean>
  /** The ids of the lesson's guessing as `side` assigned to the classes the user is in. */
  guessAssignmentsOf(userId: string, videoId: string, side: GuessSide): Promise<string[]>
  assignmentRound(assignmentId: string, userId: string): Promise<AssignmentRoundRecord | undefined>
  /** Puts the round in place of the one the student had in the assignment. */
  saveAssignmentRound(record: AssignmentRoundRecord): Promise<void>
  /** Every student's kept round in the assignment. */
  assignmentRounds(assignmentId: string): Promise<AssignmentRoundRecord[]>
  /** The class with its members and assignments; false when there was none. */
  deleteClass(classId: string): Promise<boolean>
}

/**
 * Whether two assignments ask the same: a playlist, or a lesson's guessing as a side, is given
 * to a class once (SQL's unique indexes say so too); puzzles may be given again.
 */
export function sameWork(a: AssignmentWork, b: AssignmentWork): boolean {
  if (a.kind === 'playlist' && b.kind === 'playlist') return a.playlistId === b.playlistId
  if (a.kind === 'guess' && b.kind === 'guess') return a.videoId === b.videoId && a.side === b.side
  return false
}
