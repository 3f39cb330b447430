import { Chess } from 'chess.js'
import type { Assignment, AssignmentProgress } from '@/shared/entities'
import type { HomeworkMistake } from '@/shared/homework'
import { playUci } from '@/shared/puzzle-solving'
import { DIFFICULTIES, themeName } from '@/shared/puzzle-themes'
import type { AssignmentRecord, StoreTx } from '../store/port'
import type { HomeworkAttempt } from '../puzzles/store'
import { playlistProgress } from './playlist-progress'

/**
 * Homework that grades itself (docs/product.md): what each student did of each assignment, from
 * their own records made since both the assignment and their joining (docs/decisions/020), and
 * judged by the back end: a lesson's best round kept for the assignment (api/guesses/rules.ts),
 * the first puzzles of the assignment's filter tried since.
 */

/** An assignment on the wire, with its record (when it counts from; never on the wire). */
export type Counted = { assignment: Assignment; record: AssignmentRecord }
export type Student = { userId: string; joinedAt: string }
/** A student's work in an assignment: their progress and, when asked, their mistakes. */
export type Work = { progress: AssignmentProgress; mistakes: HomeworkMistake[] }

export const onTheWire = (counted: Counted[]) => counted.map(({ assignment }) => assignment)

const SIDE_NAMES = { white: 'White', black: 'Black', both: 'both sides' } as const

/** The class's assignments as the wire says them; one whose playlist or video went is left out. */
export async function assignmentsOf(tx: StoreTx, classId: string): Promise<Counted[]> {
  const found = await Promise.all(
    (await tx.classAssignments(classId)).map(async (record): Promise<Counted[]> => {
      const { _id, due } = record
      const common = { _id, kind: record.kind, ...(due && { due }) }
      if (record.kind === 'playlist') {
        const playlist = await tx.playlist(record.playlistId)
        if (!playlist) return []
        const videos = await tx.listVideos(record.playlistId, 'playlist')
        return [{ assignment: { ...common, title: playlist.title, videos }, record }]
      }
      if (record.kind === 'guess') {
        const video = tx.catalogue.video(record.videoId)
        if (!video) return []
        const title = `Guess the moves as ${SIDE_NAMES[record.side]}: ${video.title}`
        return [{ assignment: { ...common, title, videos: [video], side: record.side }, record }]
      }
      const { themes, difficulty, count } = record
      const title = [
        `${count} puzzles${themes.length ? `: ${themes.map(themeName).join(', ')}` : ''}`,
        difficulty && DIFFICULTIES[difficulty].label,
      ]
        .filter(Boolean)
        .join(' · ')
      const puzzles = { themes, count, ...(difficulty && { difficulty }) }
      return [{ assignment: { ...common, title, videos: [], ...puzzles }, record }]
    }),
  )
  return found.flat()
}

/**
 * Each student's work in each assignment (`[assignment][student]`), mistakes only when asked
 * (a puzzle given up is replayed to find where): reads only what the kinds assigned need.
 */
export async function workOf(
  tx: StoreTx,
  counted: Counted[],
  students: Student[],
  { mistakes = false } = {},
): Promise<Work[][]> {
  const playlists = counted.some(({ record }) => record.kind === 'playlist')
    ? await Promise.all(students.map((student) => playlistProgress(tx, student, counted)))
    : []
  return Promise.all(
    counted.map(async ({ record }, place): Promise<Work[]> => {
      if (record.kind === 'playlist')
        return playlists.map((progress) => ({ progress: progress[place]!, mistakes: [] }))
      if (record.kind === 'guess') {
        const rounds = new Map(
          (await tx.assignmentRounds(record._id)).map(({ userId, round }) => [userId, round]),
        )
        return students.map(({ userId }) => {
          const round = rounds.get(userId)
          return {
            progress: {
              right: round?.right ?? 0,
              goodByEngine: round?.goodByEngine.length ?? 0,
              total: round?.total ?? 0,
              done: round ? 1 : 0,
            },
            mistakes: (round?.missed ?? []).map(({ fen, played, expected }) => ({
              fen,
              played,
              expected,
            })),
          }
        })
      }
      const since = students.map(({ userId, joinedAt }) => ({
        userId,
        since: sinceOf(record.createdAt, joinedAt),
      }))
      const { min, max } = record.difficulty
        ? DIFFICULTIES[record.difficulty]
        : { min: 0, max: DIFFICULTIES.harder.max }
      const attempts = new Map<string, HomeworkAttempt[]>()
      const filter = { themes: record.themes, min, max }
      for (const attempt of await tx.firstAttemptsSince(since, filter, record.count)) {
        const held = attempts.get(attempt.userId)
        if (held) held.push(attempt)
        else attempts.set(attempt.userId, [attempt])
      }
      return students.map(({ userId }) => {
        const tried = attempts.get(userId) ?? []
        const failed = tried.filter((attempt) => !attempt.solvedFirstTry)
        return {
          progress: {
            right: tried.length - failed.length,
            total: record.count,
            done: tried.length,
          },
          mistakes: mistakes ? failed.map(mistakeOf) : [],
        }
      })
    }),
  )
}

/**
 * When a student's work starts to count for an assignment: the later of its making and their
 * joining, as attempts write an instant (an earlier joining's, to the second, read as it is).
 */
export const sinceOf = (createdAt: string, joinedAt: string) =>
  new Date(Math.max(Date.parse(createdAt) || 0, Date.parse(joinedAt) || 0)).toISOString()

/** A failed puzzle's first wrong move; given up, the position it was given up in. */
function mistakeOf({ mistake, givenUp }: HomeworkAttempt): HomeworkMistake {
  if (mistake || !givenUp) return mistake ?? { fen: '', played: '', expected: '' }
  const chess = new Chess(givenUp.fen)
  playUci(chess, givenUp.moves[0] ?? '')
  return { fen: chess.fen(), played: '', expected: givenUp.moves[1] ?? '' }
}
