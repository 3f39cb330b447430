// The floor of `npm run bench:server`'s ratios (docs/performance.md, "The server"): the read of
// GET /api/user/likes (a user's liked videos, in order) from a bare Hono + pg server on the same
// PostgreSQL, with the same pool: no token, session, rate limit, log line or header. Gambit's p99
// for that read over this one's says what the product's own work costs, on any machine.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import pg from 'pg'

const { DATABASE_URL, BENCH_SCHEMA, PORT } = process.env
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: 20,
  options: `-c search_path=${BENCH_SCHEMA}`,
})
const app = new Hono().get('/likes/:userId', async (c) => {
  const { rows } = await pool.query({
    name: 'likes',
    text: "SELECT video_id FROM list_entries WHERE user_id = $1 AND list = 'likes' ORDER BY seq",
    values: [c.req.param('userId')],
  })
  return c.json({ likes: rows.map((row) => row.video_id) })
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
serve({ fetch: app.fetch, port: Number(PORT) }, () => console.log('ready'))
