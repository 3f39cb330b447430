// The floor of `npm run bench:server`'s ratio (docs/performance.md, "The server"): the read of
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
serve({ fetch: app.fetch, port: Number(PORT) }, () => console.log('ready'))
