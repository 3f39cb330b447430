// "Lessons with this position" at scale for bench:server (issue 40): 10,000 lessons of 80 moves
// on PostgreSQL (800,000 indexed positions), read from every connection, from Gambit and from the
// bare server's same query, so that its p99 is reported as a ratio to its floor.
import { Chess } from 'chess.js'
import pg from 'pg'

const LESSONS = 10_000
const PLIES = 80
/** Random games the lessons play: each is the line of LESSONS / GAMES lessons. */
const GAMES = 1_000

/** `GAMES` random games of `PLIES` moves (the same each run), each position as FEN and EPD. */
function randomGames() {
  let seed = 40
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const games = []
  for (let game = 0; game < GAMES; game++) {
    const chess = new Chess()
    const positions = []
    for (let ply = 1; ply <= PLIES; ply++) {
      const moves = chess.moves()
      if (moves.length === 0) break
      const san = chess.move(moves[Math.floor(random() * moves.length)]).san
      const fen = chess.fen()
      positions.push({ ply, san, fen, epd: fen.split(' ').slice(0, 4).join(' ') })
    }
    games.push(positions)
  }
  return games
}

/** Writes the lessons, their videos and their positions straight into the schema. */
async function writeLessons(schema, games) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`SET search_path TO ${schema}`)
    await client.query(
      `INSERT INTO videos (seq, _id, record, source)
       SELECT 100000 + n, 'bench-lesson-' || n,
              jsonb_build_object('_id', 'bench-lesson-' || n, 'title', 'Bench lesson ' || n,
                'description', '', 'creator', 'Bench', 'category', 'Tutorial',
                'level', 'beginner', 'tags', '[]'::jsonb),
              'curator'
       FROM generate_series(1, $1) AS n`,
      [LESSONS],
    )
    await client.query(
      `INSERT INTO lessons (video_id, record, updated_at)
       SELECT 'bench-lesson-' || n,
              jsonb_build_object('videoId', 'bench-lesson-' || n, 'headers', '{}'::jsonb,
                'moves', '[]'::jsonb, 'plyCount', $2::int, 'updatedAt', '2026-11-26T00:00:00.000Z',
                'opening', null),
              '2026-11-26T00:00:00.000Z'
       FROM generate_series(1, $1) AS n`,
      [LESSONS, PLIES],
    )
    const rows = games.flatMap((positions, game) => positions.map((at) => ({ game, ...at })))
    await client.query('CREATE TEMP TABLE bench_games (game int, ply int, epd text, san text)')
    await client.query(
      `INSERT INTO bench_games
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])`,
      [
        rows.map((r) => r.game),
        rows.map((r) => r.ply),
        rows.map((r) => r.epd),
        rows.map((r) => r.san),
      ],
    )
    await client.query(
      `INSERT INTO lesson_positions (video_id, epd, ply, san, time_seconds)
       SELECT 'bench-lesson-' || n, g.epd, g.ply, g.san, g.ply * 20
       FROM generate_series(1, $1) AS n JOIN bench_games g ON g.game = n % $2`,
      [LESSONS, GAMES],
    )
    await client.query('VACUUM ANALYZE videos, lessons, lesson_positions')
    // Every instance reads the catalogue again (api/videos/sql.ts, newCatalogueVersion).
    await client.query(
      `INSERT INTO meta (key, value) VALUES ('catalogue_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = $1`,
      [JSON.stringify(`bench-${Date.now()}`)],
    )
  } finally {
    await client.end()
  }
}

/**
 * Gambit's p99 for `GET /api/lessons/positions?fen=` over positions of the lessons' games (plies
 * 6 to 80: an early one is every tenth lesson's, at most 50 listed), and the bare server's for
 * the same query (`/positions?epd=`), in turns.
 */
export async function positionsOverFloor({
  base,
  floorBase,
  readP99,
  schema,
  users,
  startFloor,
  inTurns,
}) {
  const games = randomGames()
  await writeLessons(schema, games)
  const asked = games.flatMap((positions) => positions.filter((at) => at.ply >= 6))
  // The catalogue of 10,009 videos is read again within 5 s (decisions/018): wait for it.
  for (let tries = 0; ; tries++) {
    if ((await fetch(`${base}/api/video/bench-lesson-1`)).ok) break
    if (tries > 100) throw new Error('the bench lessons never reached the catalogue')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const next = { ours: 0, theirs: 0 }
  const { gambit, floor } = await startFloor(() =>
    inTurns(
      () =>
        readP99(
          base,
          users,
          () =>
            `/api/lessons/positions?fen=${encodeURIComponent(asked[next.ours++ % asked.length].fen)}`,
        ),
      () =>
        readP99(
          floorBase,
          users,
          () => `/positions?epd=${encodeURIComponent(asked[next.theirs++ % asked.length].epd)}`,
        ),
    ),
  )
  return {
    'positions p99 ms': gambit.p99,
    'positions floor p99 ms': floor.p99,
    'positions / floor': +(gambit.p99 / floor.p99).toFixed(2),
    errors: gambit.errors + floor.errors,
  }
}
