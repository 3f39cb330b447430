import type { Sql } from '../store/postgres/sql'
import { readHomeworkAttempt } from '../store/records'
import type { HomeworkAttempt, PuzzlesTx } from './store'

// Each student's first puzzles of an assignment since their day: one walk of
// puzzle_attempts_by_time per student (migration 016), the rating read by the puzzle's key, its
// start only for one given up.
const FIRST_ATTEMPTS = `
  SELECT found.* FROM unnest($1::text[], $2::text[]) AS student(user_id, since)
  CROSS JOIN LATERAL (
    SELECT a.user_id AS "userId", a.solved_first_try AS "solvedFirstTry", a.mistake,
      CASE WHEN a.mistake IS NULL AND NOT a.solved_first_try THEN p.fen END AS fen,
      CASE WHEN a.mistake IS NULL AND NOT a.solved_first_try THEN p.moves END AS moves
    FROM puzzle_attempts a JOIN puzzles p ON p.id = a.puzzle_id
    WHERE a.user_id = student.user_id AND a.first_at >= student.since
      AND p.rating BETWEEN $3 AND $4 AND (cardinality($5::text[]) = 0 OR a.themes && $5)
    ORDER BY a.first_at, a.puzzle_id
    LIMIT $6
  ) AS found`

/** Puzzle homework over SQL (api/classes/homework.ts). */
export const sqlHomeworkAttempts = (sql: Sql): Pick<PuzzlesTx, 'firstAttemptsSince'> => ({
  async firstAttemptsSince(students, { themes, min, max }, limit) {
    if (students.length === 0) return []
    const rows = await sql.query<Record<string, unknown>>(FIRST_ATTEMPTS, [
      students.map((student) => student.userId),
      students.map((student) => student.since),
      min,
      max,
      themes,
      limit,
    ])
    return rows.flatMap(({ fen, moves, ...fields }): HomeworkAttempt[] => {
      const givenUp = fen === null ? {} : { givenUp: { fen, moves } }
      const attempt = readHomeworkAttempt({ ...fields, ...givenUp })
      return attempt ? [attempt] : []
    })
  },
})
