import { startingWith as ofUser } from '../store/indexeddb/key-ranges'
import type { Tx } from '../store/indexeddb/schema'
import { readAll } from '../store/records'
import { readPuzzle, readPuzzleAttempt } from './records'
import type { HomeworkAttempt, PuzzlesTx } from './store'

/** Puzzle homework over IndexedDB (api/classes/homework.ts): each student's attempts, read once. */
export const indexedDbHomeworkAttempts = (tx: Tx): Pick<PuzzlesTx, 'firstAttemptsSince'> => ({
  async firstAttemptsSince(students, { themes, min, max }, limit) {
    const found = await Promise.all(
      students.map(async ({ userId, since }) => {
        const attempts = readAll(
          readPuzzleAttempt,
          await tx.objectStore('puzzleAttempts').getAll(ofUser(userId)),
        )
          .filter(
            (attempt) =>
              attempt.firstAt >= since &&
              (themes.length === 0 || attempt.themes.some((theme) => themes.includes(theme))),
          )
          .sort(
            (a, b) => a.firstAt.localeCompare(b.firstAt) || a.puzzleId.localeCompare(b.puzzleId),
          )
        const kept: HomeworkAttempt[] = []
        for (const attempt of attempts) {
          if (kept.length === limit) break
          const puzzle = readPuzzle(await tx.objectStore('puzzles').get(attempt.puzzleId))
          if (!puzzle || puzzle.rating < min || puzzle.rating > max) continue
          const { solvedFirstTry, mistake } = attempt
          const givenUp = !solvedFirstTry && !mistake
          kept.push({
            userId,
            solvedFirstTry,
            ...(mistake && { mistake }),
            ...(givenUp && { givenUp: { fen: puzzle.fen, moves: puzzle.moves } }),
          })
        }
        return kept
      }),
    )
    return found.flat()
  },
})
