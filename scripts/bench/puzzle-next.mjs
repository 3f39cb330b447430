// "The next puzzle" at scale for bench:server (issue 41): 4,000,000 puzzles on PostgreSQL (three
// themes each: 12,000,000 rows by theme), asked for by logged-in learners with two themes, a
// difficulty and the puzzle they came from, from Gambit and from the bare server's same query,
// so that its p99 is reported as a ratio to its floor (docs/performance.md, "Puzzles").
import pg from 'pg'

export const PUZZLES = 4_000_000
/** Themes of the bench's puzzles: each puzzle has one of the first twelve and one of the others. */
const THEMES = [
  'fork',
  'pin',
  'skewer',
  'sacrifice',
  'deflection',
  'attraction',
  'discoveredAttack',
  'hangingPiece',
  'kingsideAttack',
  'trappedPiece',
  'clearance',
  'intermezzo',
  'mateIn1',
  'mateIn2',
  'mateIn3',
  'backRankMate',
  'short',
  'long',
  'crushing',
  'advantage',
  'defensiveMove',
  'quietMove',
  'exposedKing',
  'zugzwang',
]
const PHASES = ['opening', 'middlegame', 'endgame']
// One real puzzle's position and moves for every row: the read does not look at them.
const FEN = '1rr3k1/3bppbp/3p1np1/1B1N4/P2BP3/5P2/P2R2PP/R5K1 b - - 0 21'
const MOVES = ['d7b5', 'd5e7', 'g8f8', 'e7c8']

/** What learners ask for: two themes and a difficulty, after a puzzle of the bench. */
const FILTERS = [
  'themes=fork,pin&difficulty=medium',
  'themes=mateIn2,backRankMate&difficulty=easier',
  'themes=skewer,sacrifice&difficulty=harder',
  'themes=discoveredAttack,deflection&difficulty=any',
]

/** Writes the puzzles, their rows by theme and the themes' counts straight into the schema. */
async function writePuzzles(schema) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`SET search_path TO ${schema}`)
    await client.query('SET maintenance_work_mem = 262144')
    const started = performance.now()
    await client.query(
      `INSERT INTO puzzles (id, fen, moves, rating, popularity, plays, themes, opening_tags,
         opening_family, sort_key)
       SELECT 'b' || n, $1, $2, 600 + (n::bigint * 7919) % 2200, 90, 100,
              ARRAY[($3::text[])[1 + n % 12], ($3::text[])[13 + (n / 12) % 12],
                    ($4::text[])[1 + n % 3]],
              '{}', NULL, ((n::bigint * 2654435761) % 2147483648)::int
       FROM generate_series(1, $5) AS n`,
      [FEN, MOVES, THEMES, PHASES, PUZZLES],
    )
    await client.query(
      `INSERT INTO puzzle_themes (theme, sort_key, puzzle_id, rating)
       SELECT theme, sort_key, id, rating FROM puzzles, unnest(themes) AS theme
       WHERE id LIKE 'b%'`,
    )
    await client.query(
      `INSERT INTO puzzle_theme_counts (theme, count)
       SELECT theme, count(*) FROM puzzle_themes GROUP BY theme
       ON CONFLICT (theme) DO UPDATE SET count = EXCLUDED.count`,
    )
    await client.query('VACUUM ANALYZE puzzles, puzzle_themes')
    return Math.round((performance.now() - started) / 1000)
  } finally {
    await client.end()
  }
}

/**
 * Gambit's p99 for `GET /api/puzzles/next` (each user's token: the puzzles they solved are
 * skipped) and the bare server's for the same query (`/puzzles/next?…&user=`), in turns; each filter asked once first on both, whose `matching` count both then keep.
 */
export async function nextPuzzleOverFloor({
  base,
  floorBase,
  readP99,
  schema,
  users,
  startFloor,
  inTurns,
}) {
  const seconds = await writePuzzles(schema)
  const ask = (user, index) =>
    `${FILTERS[index % FILTERS.length]}&after=b${1 + ((index * 104_729) % PUZZLES)}`
  const next = { ours: 0, theirs: 0 }
  for (const [index] of FILTERS.entries())
    await fetch(`${base}/api/puzzles/next?${ask(users[0], index)}`, {
      headers: { authorization: users[0].token },
    })
  const { gambit, floor } = await startFloor(async () => {
    for (const [index] of FILTERS.entries())
      await fetch(`${floorBase}/puzzles/next?${ask(users[0], index)}&user=${users[0].userId}`)
    return inTurns(
      () =>
        readP99(
          base,
          users,
          (user) => `/api/puzzles/next?${ask(user, next.ours++)}`,
          (user) => ({ authorization: user.token }),
        ),
      () =>
        readP99(
          floorBase,
          users,
          (user) => `/puzzles/next?${ask(user, next.theirs++)}&user=${user.userId}`,
        ),
    )
  })
  return {
    'puzzles written s': seconds,
    'next puzzle p99 ms': gambit.p99,
    'next puzzle floor p99 ms': floor.p99,
    'next puzzle / floor': +(gambit.p99 / floor.p99).toFixed(2),
    errors: gambit.errors + floor.errors,
  }
}
