// "A class's results" at scale for bench:server (issue 42): a class of 200 students with 20
// assignments on PostgreSQL, ten a lesson to guess (each student's kept round, five misses) and
// ten puzzles of two themes (each student's first tries of the bench's puzzles, one in four
// missed), read by its coach from Gambit and from the bare server's same queries, so that its p99
// is reported as a ratio to its floor (docs/performance.md, "Homework").
import pg from 'pg'

const STUDENTS = 200
const CLASS_ID = 'bench-class'
const MADE = '2026-01-02T00:00:00.000Z'
const SIDES = ['white', 'black', 'both']
const THEME_PAIRS = [
  ['fork', 'pin'],
  ['mateIn2', 'backRankMate'],
  ['skewer', 'sacrifice'],
  ['discoveredAttack', 'deflection'],
  ['mateIn1', 'hangingPiece'],
]
const FEN = '1rr3k1/3bppbp/3p1np1/1B1N4/P2BP3/5P2/P2R2PP/R5K1 w - - 1 22'
const MISSED = Array.from({ length: 5 }, (_, i) => ({
  ply: 2 * i + 2,
  fen: FEN,
  played: 'Nf6',
  expected: 'Nxe7+',
}))

/** The class, its students, assignments, kept rounds and puzzle attempts, straight into the schema. */
async function writeClass(schema, coachId, videoIds) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`SET search_path TO ${schema}`)
    await client.query(
      `INSERT INTO users (_id, email, first_name, last_name, created_at, updated_at)
       SELECT 'bench-student-' || n, 'bench-student-' || n || '@gambit.dev', 'Student', 'No ' || n,
         '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'
       FROM generate_series(1, $1) AS n`,
      [STUDENTS],
    )
    await client.query(
      "INSERT INTO classes (_id, coach_id, name, code, created_at) VALUES ($1, $2, 'Bench class', 'BENCH2', $3)",
      [CLASS_ID, coachId, MADE],
    )
    await client.query(
      `INSERT INTO class_members (class_id, user_id, joined_at)
       SELECT $1, 'bench-student-' || n, '2026-01-01T00:00:00.000Z' FROM generate_series(1, $2) AS n`,
      [CLASS_ID, STUDENTS],
    )
    const assignmentIds = []
    for (let i = 0; i < 10; i++) {
      const guessId = `bench-guess-${i}`
      await client.query(
        `INSERT INTO assignments (_id, class_id, kind, video_id, side, created_at)
         VALUES ($1, $2, 'guess', $3, $4, $5)`,
        [guessId, CLASS_ID, videoIds[Math.floor(i / 3)], SIDES[i % 3], MADE],
      )
      const round = { side: SIDES[i % 3], right: 30, total: 35, missed: MISSED, at: MADE }
      await client.query(
        `INSERT INTO assignment_rounds (assignment_id, user_id, round)
         SELECT $1, 'bench-student-' || n, $2 FROM generate_series(1, $3) AS n`,
        [guessId, JSON.stringify(round), STUDENTS],
      )
      const puzzlesId = `bench-puzzles-${i}`
      await client.query(
        `INSERT INTO assignments (_id, class_id, kind, themes, difficulty, puzzle_count, created_at)
         VALUES ($1, $2, 'puzzles', $3, $4, $5, $6)`,
        [puzzlesId, CLASS_ID, THEME_PAIRS[i % 5], i % 2 ? 'medium' : null, 20 + i * 3, MADE],
      )
      assignmentIds.push(guessId, puzzlesId)
    }
    // 60 bench puzzles tried by each student after the assignments, one in four missed.
    await client.query(
      `INSERT INTO puzzle_attempts (user_id, puzzle_id, themes, tries, solved, solved_first_try,
         mistake, first_at, last_at)
       SELECT 'bench-student-' || s, p.id, p.themes, 1, k % 4 <> 0, k % 4 <> 0,
         CASE WHEN k % 4 = 0 THEN jsonb_build_object('fen', p.fen, 'played', 'd7c6', 'expected', 'd7b5') END,
         to_char(timestamp '2026-01-03' + (k || ' minutes')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         to_char(timestamp '2026-01-03' + (k || ' minutes')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       FROM generate_series(1, $1) AS s, generate_series(1, 60) AS k
       JOIN puzzles p ON p.id = 'b' || (1 + k * 9973)`,
      [STUDENTS],
    )
    await client.query('ANALYZE class_members, assignments, assignment_rounds, puzzle_attempts')
    return assignmentIds
  } finally {
    await client.end()
  }
}

/**
 * Gambit's p99 for `GET /api/classes/:id/assignments/:id/results` (the coach's token, each of the
 * 20 assignments in turn) and the bare server's for the same queries, in turns.
 */
export async function classResultsOverFloor({
  base,
  floorBase,
  readP99,
  schema,
  users,
  startFloor,
  inTurns,
}) {
  const { videos } = await (await fetch(`${base}/api/videos`)).json()
  const coach = users[0]
  const assignmentIds = await writeClass(
    schema,
    coach.userId,
    videos.map((video) => video._id),
  )
  const next = { ours: 0, theirs: 0 }
  const asked = (side) => assignmentIds[next[side]++ % assignmentIds.length]
  const path = () => `/api/classes/${CLASS_ID}/assignments/${asked('ours')}/results`
  const floorPath = (assignmentId) =>
    `/classes/${CLASS_ID}/assignments/${assignmentId}/results?coach=${coach.userId}`
  let unlike = 0
  const { gambit, floor } = await startFloor(async () => {
    // A fair floor answers the same JSON (issue 43).
    for (const assignmentId of assignmentIds) {
      const [ours, bare] = await Promise.all([
        fetch(`${base}/api/classes/${CLASS_ID}/assignments/${assignmentId}/results`, {
          headers: { authorization: coach.token },
        }).then((answer) => answer.text()),
        fetch(`${floorBase}${floorPath(assignmentId)}`).then((answer) => answer.text()),
      ])
      if (ours !== bare) {
        unlike++
        console.log(
          `class results: ${assignmentId} differs from the floor's`,
          ours.slice(0, 300),
          bare.slice(0, 300),
        )
      }
    }
    return inTurns(
      () => readP99(base, [coach], path, () => ({ authorization: coach.token })),
      () => readP99(floorBase, [coach], () => floorPath(asked('theirs'))),
    )
  })
  return {
    'class results p99 ms': gambit.p99,
    'class results floor p99 ms': floor.p99,
    'class results / floor': +(gambit.p99 / floor.p99).toFixed(2),
    errors: gambit.errors + floor.errors + unlike,
  }
}
