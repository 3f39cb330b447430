// The floors of `npm run bench:server`'s ratios (docs/performance.md, "The server"): Gambit's
// hot reads (a user's likes, due drills, lessons with a position, the next puzzle, a lesson, a
// class's results) as a bare Hono app over a pg pool, running the same queries and answering the
// same JSON: no token, session, rate limit, log line or header. Gambit's p99 for a read over this one's says what the
// product's own work costs, on any machine. bare-server.mjs serves it; a test checks the JSON
// (src/api/store/postgres/bare-floors.test.ts).
import { Hono } from 'hono'
import { classResultsRoute } from './bare-class-results.mjs'
import { drillsDueRoute } from './bare-drills.mjs'

// Gambit's shared/lesson-byline.ts in plain JavaScript (this file runs without a TypeScript
// step); the test beside Gambit's store compares the two answers, so they cannot drift apart.
const known = (value) => (typeof value === 'string' && !/^[?.]*$/.test(value) ? value : '')
function bylineOf(headers) {
  const players = [known(headers.White), known(headers.Black)]
  const year = /^\d{4}/.exec(known(headers.Date))?.[0]
  const who = players.every(Boolean) ? players.join(' – ') : players.find(Boolean)
  return [who, known(headers.Event), known(headers.Site), year].filter(Boolean).join(' · ')
}

/** The bare app over `pool`, whose connections read the bench's schema. */
export function bareApp(pool) {
  const app = new Hono()
  // The catalogue as Gambit holds it in memory (store/catalogue.ts): each video's stored record
  // with its lesson's opening, byline and `lesson: true`, `removed: true` once removed.
  let catalogue
  async function videosById() {
    if (catalogue) return catalogue
    const [{ rows: videos }, { rows: lessons }] = await Promise.all([
      pool.query('SELECT _id, record, removed_at FROM videos'),
      pool.query(
        "SELECT video_id, record->'opening' AS opening, record->'headers' AS headers FROM lessons",
      ),
    ])
    const byVideo = new Map(lessons.map((row) => [row.video_id, row]))
    catalogue = new Map(
      videos.map(({ _id, record, removed_at }) => {
        const plain = { ...record }
        delete plain.opening
        delete plain.lesson
        const found = byVideo.get(_id)
        const byline = found && bylineOf(found.headers ?? {})
        const lesson = found
          ? {
              ...(found.opening && { opening: found.opening }),
              ...(byline && { lessonByline: byline }),
              lesson: true,
            }
          : {}
        return [_id, { ...plain, ...lesson, ...(removed_at && { removed: true }) }]
      }),
    )
    return catalogue
  }

  // A user's likes: the same two reads as Gambit's, word for word (auth/sql.ts's requester, then
  // lists/sql.ts's listVideos), and the same JSON, the videos whole from the catalogue (issue 43:
  // a fair floor).
  app.get('/likes/:userId', async (c) => {
    const userId = c.req.param('userId')
    const { rows: users } = await pool.query({
      name: 'user',
      text: `SELECT _id, email, first_name AS "firstName", last_name AS "lastName", password,
               created_at AS "createdAt", updated_at AS "updatedAt", role, language FROM users WHERE _id = $1`,
      values: [userId],
    })
    if (users.length === 0) return c.json({ errors: ['No such user'] }, 404)
    const { rows } = await pool.query({
      name: 'likes',
      text: 'SELECT video_id FROM list_entries WHERE user_id = $1 AND list = $2 ORDER BY seq',
      values: [userId, 'likes'],
    })
    const videos = await videosById()
    return c.json({ likes: rows.flatMap((row) => videos.get(row.video_id) ?? []) })
  })

  // "Lessons with this position": the same query as Gambit's (lessons/sql.ts, lessonsReaching), the
  // titles from the catalogue held in memory as Gambit holds it.
  const titles = new Map()
  app.get('/positions', async (c) => {
    if (titles.size === 0) {
      const { rows } = await pool.query("SELECT _id, record->>'title' AS title FROM videos")
      for (const row of rows) titles.set(row._id, row.title)
    }
    const { rows } = await pool.query({
      name: 'positions',
      text: `SELECT DISTINCT ON (video_id) video_id, ply, san, time_seconds
             FROM lesson_positions WHERE epd = $1 ORDER BY video_id, ply, seq LIMIT 50`,
      values: [c.req.query('epd')],
    })
    return c.json({
      matches: rows.map((row) => ({
        videoId: row.video_id,
        title: titles.get(row.video_id),
        ply: row.ply,
        san: row.san,
        ...(row.time_seconds !== null && { timeSeconds: row.time_seconds }),
      })),
    })
  })
  // "The next puzzle": the same query as Gambit's (puzzles/sql.ts, NEXT_WITH_THEMES), the same
  // order of the ids (shared/puzzle-solving.ts, puzzleOrder), and `matching` counted once per
  // filter, as Gambit keeps it (puzzles/matching.ts).
  const BANDS = {
    any: [0, 10_000],
    easier: [0, 1199],
    medium: [1200, 1800],
    harder: [1801, 10_000],
  }
  function puzzleOrder(id) {
    let hash = 0x811c9dc5
    for (let index = 0; index < id.length; index++) {
      hash ^= id.charCodeAt(index)
      hash = Math.imul(hash, 0x01000193)
    }
    return (hash >>> 0) & 0x7fffffff
  }
  const NEXT_PUZZLE = `
    SELECT id AS "_id", fen, moves, rating, popularity, themes, opening_tags AS "openingTags"
    FROM puzzles WHERE id = (
      SELECT pick.puzzle_id FROM unnest($6::text[]) AS chosen(theme)
      CROSS JOIN LATERAL (
        SELECT t.puzzle_id, t.sort_key FROM puzzle_themes AS t
        WHERE t.theme = chosen.theme AND (t.sort_key, t.puzzle_id) > ($3, $4)
          AND t.rating BETWEEN $1 AND $2 AND NOT EXISTS (
            SELECT 1 FROM puzzle_attempts AS a WHERE a.user_id = $5 AND a.puzzle_id = t.puzzle_id AND a.solved)
        ORDER BY t.sort_key, t.puzzle_id LIMIT 1
      ) AS pick
      ORDER BY pick.sort_key, pick.puzzle_id LIMIT 1
    )`
  const counted = new Map()
  app.get('/puzzles/next', async (c) => {
    const themes = c.req.query('themes').split(',')
    const [min, max] = BANDS[c.req.query('difficulty')]
    const after = c.req.query('after')
    const ask = (order, id) =>
      pool.query({
        name: 'next-puzzle',
        text: NEXT_PUZZLE,
        values: [min, max, order, id, c.req.query('user'), themes],
      })
    let { rows } = await ask(puzzleOrder(after), after)
    if (rows.length === 0) ({ rows } = await ask(-1, ''))
    const key = `${themes.join(',')}|${min}|${max}`
    if (!counted.has(key)) {
      const { rows: count } = await pool.query(
        'SELECT count(DISTINCT puzzle_id)::int AS count FROM puzzle_themes WHERE theme = ANY($3) AND rating BETWEEN $1 AND $2',
        [min, max, themes],
      )
      counted.set(key, count[0].count)
    }
    return c.json({ puzzle: rows[0] ?? null, matching: counted.get(key) })
  })
  // A lesson, as anyone reads it: the same query as Gambit's (lessons/sql.ts) and its record,
  // without an `opening` it lacks.
  app.get('/lesson/:videoId', async (c) => {
    const { rows } = await pool.query({
      name: 'lesson',
      text: 'SELECT record::text AS record, xmin::text AS version FROM lessons WHERE video_id = $1',
      values: [c.req.param('videoId')],
    })
    if (rows.length === 0) return c.json({ errors: ['This video has no lesson yet.'] }, 404)
    const { opening, ...lesson } = JSON.parse(rows[0].record)
    return c.json({ lesson: opening ? { ...lesson, opening } : lesson })
  })

  classResultsRoute(app, pool)
  drillsDueRoute(app, pool)
  return app
}
