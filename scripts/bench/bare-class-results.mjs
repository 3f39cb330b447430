// The floor of a class's results (issue 42) for bench:server's bare server: the same queries as
// Gambit's (classes/sql.ts: the class, its students with their names, its assignments; then the
// assignment's kept rounds, or puzzles/homework-sql.ts's first attempts since) and the same JSON.

const BANDS = { easier: [0, 1199], medium: [1200, 1800], harder: [1801, 10_000] }
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

const since = (createdAt, joinedAt) =>
  new Date(Math.max(Date.parse(createdAt) || 0, Date.parse(joinedAt) || 0)).toISOString()

export function classResultsRoute(app, pool) {
  app.get('/classes/:classId/assignments/:assignmentId/results', async (c) => {
    const classId = c.req.param('classId')
    const { rows: found } = await pool.query({
      name: 'class',
      text: 'SELECT _id, coach_id FROM classes WHERE _id = $1',
      values: [classId],
    })
    if (found[0]?.coach_id !== c.req.query('coach')) return c.json({ errors: ['No'] }, 404)
    const [{ rows: students }, { rows: assignments }] = await Promise.all([
      pool.query({
        name: 'class-students',
        text: `SELECT m.user_id, m.joined_at, u.first_name, u.last_name
               FROM class_members m LEFT JOIN users u ON u._id = m.user_id
               WHERE m.class_id = $1 ORDER BY m.joined_at, m.user_id`,
        values: [classId],
      }),
      pool.query({
        name: 'class-assignments',
        text: `SELECT _id, kind, themes, difficulty, puzzle_count, created_at FROM assignments
               WHERE class_id = $1 ORDER BY created_at, _id`,
        values: [classId],
      }),
    ])
    const assignment = assignments.find((row) => row._id === c.req.param('assignmentId'))
    const work = new Map()
    if (assignment.kind === 'guess') {
      const { rows } = await pool.query({
        name: 'assignment-rounds',
        text: 'SELECT user_id, round FROM assignment_rounds WHERE assignment_id = $1',
        values: [assignment._id],
      })
      for (const { user_id, round } of rows)
        work.set(user_id, {
          score: { right: round.right, total: round.total },
          done: 1,
          mistakes: round.missed.map(({ fen, played, expected }) => ({ fen, played, expected })),
        })
    } else {
      const [min, max] = BANDS[assignment.difficulty] ?? [0, 10_000]
      const { rows } = await pool.query({
        name: 'first-attempts',
        text: FIRST_ATTEMPTS,
        values: [
          students.map((student) => student.user_id),
          students.map((student) => since(assignment.created_at, student.joined_at)),
          min,
          max,
          assignment.themes,
          assignment.puzzle_count,
        ],
      })
      for (const { userId, solvedFirstTry, mistake } of rows) {
        const held = work.get(userId) ?? {
          score: { right: 0, total: assignment.puzzle_count },
          done: 0,
          mistakes: [],
        }
        held.done++
        if (solvedFirstTry) held.score.right++
        else held.mistakes.push(mistake)
        work.set(userId, held)
      }
    }
    const none =
      assignment.kind === 'guess'
        ? { score: { right: 0, total: 0 }, done: 0, mistakes: [] }
        : { score: { right: 0, total: assignment.puzzle_count }, done: 0, mistakes: [] }
    return c.json({
      results: students.map((student, place) => ({
        student: {
          _id: student.user_id,
          name:
            `${student.first_name ?? ''} ${student.last_name ?? ''}`.trim() ||
            `Student ${place + 1}`,
        },
        ...(work.get(student.user_id) ?? none),
      })),
    })
  })
}
