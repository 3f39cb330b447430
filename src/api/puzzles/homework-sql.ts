import type { Sql } from '../store/postgres/sql'
import { readPuzzleMistake } from './records'
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

type AttemptRow = {
  userId: string
  solvedFirstTry: boolean
  mistake: unknown
  fen: string | null
  moves: string[] | null
}

/** Puzzle homework over SQL (api/classes/homework.ts). */
export const sqlHomeworkAttempts = (sql: Sql): Pick<PuzzlesTx, 'firstAttemptsSince'> => ({
  async firstAttemptsSince(students, { themes, min, max }, limit) {
    if (students.length === 0) return []
    const rows = await sql.query<AttemptRow>(FIRST_ATTEMPTS, [
      students.map((student) => student.userId),
      students.map((student) => student.since),
      min,
      max,
      themes,
      limit,
    ])
    // Taken as they are: the user, the first try and a given-up puzzle's start are typed and NOT
    // NULL (migration 015); only a wrong move, JSON, is checked, and only where there is one
    // (docs/performance.md, "The server"). An unreadable one leaves its attempt out.
    const attempts: HomeworkAttempt[] = []
    for (const { userId, solvedFirstTry, mistake, fen, moves } of rows) {
      const attempt: HomeworkAttempt = { userId, solvedFirstTry }
      if (mistake !== null) {
        const checked = readPuzzleMistake(mistake)
        if (!checked) continue
        attempt.mistake = checked
      }
      if (fen !== null && moves !== null) attempt.givenUp = { fen, moves }
      attempts.push(attempt)
    }
    return attempts
  },
})
