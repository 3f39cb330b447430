// The bare server of `npm run bench:server` (./bare-app.mjs) on the bench's schema, with the
// same pool size as Gambit's.
import { serve } from '@hono/node-server'
import pg from 'pg'
import { bareApp } from './bare-app.mjs'

const { DATABASE_URL, BENCH_SCHEMA, PORT } = process.env
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: 20,
  options: `-c search_path=${BENCH_SCHEMA}`,
})

serve({ fetch: bareApp(pool).fetch, port: Number(PORT) }, () => console.log('ready'))
// Stopped by the bench: exits, so that a CPU profile (BENCH_PROFILE) is written.
process.on('SIGTERM', () => process.exit(0))
