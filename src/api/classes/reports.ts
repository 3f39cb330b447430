import type { AssignmentProgress, ClassProgress, StudentAssignment } from '@/shared/entities'
import type { AssignmentKind, HomeworkMistake, StudentResult } from '@/shared/homework'
import { verdicts } from '../verdicts/rules'
import { messages } from '../messages'
import { notFound } from '../refusals'
import type { Store, StoreTx } from '../store/port'
import { coachedClass, studentsOf } from './access'
import { assignmentsOf, onTheWire, workOf } from './homework'
import { resultsCsv } from './results-csv'

/**
 * What a coach reads of the students' work, and a student of their own (docs/api.md, "Classes"):
 * every answer is built from ./homework.ts's work over the class's assignments, and names.
 */

/** Right of total as the coach reads it: of a playlist, the videos watched. */
export const scoreOf = (kind: AssignmentKind, progress: AssignmentProgress) => ({
  right: (kind === 'playlist' ? progress.watched : progress.right) ?? 0,
  total: progress.total,
})
const doneOf = (kind: AssignmentKind, progress: AssignmentProgress) =>
  (kind === 'playlist' ? progress.watched : progress.done) ?? 0

/** The coach's class, its students and its assignments. */
async function coachedHomework(tx: StoreTx, coachId: string, classId: string) {
  const record = await coachedClass(tx, classId, coachId)
  const [students, counted] = await Promise.all([
    studentsOf(tx, classId),
    assignmentsOf(tx, classId),
  ])
  return { record, students, counted }
}

/** The same, and each student's work in each assignment. */
async function classWork(tx: StoreTx, coachId: string, classId: string) {
  const homework = await coachedHomework(tx, coachId, classId)
  return { ...homework, work: await workOf(tx, homework.counted, homework.students) }
}

/** Each student's score in one assignment, with their mistakes, as the store keeps them. */
const resultsOf = (store: Store, coachId: string, classId: string, assignmentId: string) =>
  store.read(async (tx): Promise<StudentResult[]> => {
    const { students, counted } = await coachedHomework(tx, coachId, classId)
    const asked = counted.find(({ assignment }) => assignment._id === assignmentId)
    if (!asked) throw notFound(messages.assignmentNotFound)
    const [work] = await workOf(tx, [asked], students, { mistakes: true })
    const { kind } = asked.assignment
    return students.map(({ userId, name }, place) => {
      const { progress, mistakes } = work![place]!
      return {
        student: { _id: userId, name },
        score: scoreOf(kind, progress),
        done: doneOf(kind, progress),
        mistakes,
      }
    })
  })

/**
 * Each mistake with the engine's word from the searches this back end kept when it judged the
 * move (never a new search: a coach's page does not wait for the engine), after the read.
 */
async function withEngineWord(store: Store, results: StudentResult[]): Promise<StudentResult[]> {
  const judge = verdicts(store, undefined)
  const worded = async (mistake: HomeworkMistake): Promise<HomeworkMistake> => {
    if (!mistake.played) return mistake
    const verdict = await judge(mistake.fen, mistake.played).catch(() => null)
    return verdict ? { ...mistake, verdict } : mistake
  }
  return Promise.all(
    results.map(async (result) => ({
      ...result,
      mistakes: await Promise.all(result.mistakes.map(worded)),
    })),
  )
}

export const reports = (store: Store) => ({
  /** The coach's table: each student × each assignment. */
  progress: (coachId: string, classId: string): Promise<ClassProgress> =>
    store.read(async (tx) => {
      const { students, counted, work } = await classWork(tx, coachId, classId)
      return {
        students: students.map(({ userId, name }, place) => ({
          _id: userId,
          name,
          assignments: counted.map(({ assignment }, i) => ({
            assignmentId: assignment._id,
            ...work[i]![place]!.progress,
          })),
        })),
      }
    }),

  /**
   * Each student's score in one assignment, with their mistakes (the coach's "Mistakes"), each
   * with the engine's word when its searches are kept.
   */
  results: async (coachId: string, classId: string, assignmentId: string) =>
    withEngineWord(store, await resultsOf(store, coachId, classId, assignmentId)),

  /** "Download results": a row per student × assignment, for a spreadsheet. */
  csv: (coachId: string, classId: string) =>
    store.read(async (tx) => {
      const { record, students, counted, work } = await classWork(tx, coachId, classId)
      const rows = students.flatMap(({ name }, place) =>
        counted.map(({ assignment }, i) => {
          const progress = work[i]![place]!.progress
          return {
            student: name,
            assignment,
            ...scoreOf(assignment.kind, progress),
            // Only a lesson's guesses are judged by the engine: other kinds leave the cell empty.
            goodByEngine:
              assignment.kind === 'guess' ? (progress.goodByEngine ?? 0) : ('' as const),
            done: doneOf(assignment.kind, progress),
          }
        }),
      )
      return { className: record.name, csv: resultsCsv(rows) }
    }),

  /** A student's assignments in every class they are in, with their own progress. */
  assignments: (userId: string): Promise<StudentAssignment[]> =>
    store.read(async (tx) => {
      const found = await Promise.all(
        (await tx.joinedClasses(userId)).map(async ({ _id: classId, name: className }) => {
          const [counted, members] = await Promise.all([
            assignmentsOf(tx, classId),
            tx.classMembers(classId),
          ])
          const joinedAt = members.find((member) => member.userId === userId)?.joinedAt ?? ''
          const work = await workOf(tx, counted, [{ userId, joinedAt }])
          return onTheWire(counted).map((assignment, i) => ({
            ...assignment,
            classId,
            className,
            progress: work[i]![0]!.progress,
          }))
        }),
      )
      return found.flat()
    }),
})
