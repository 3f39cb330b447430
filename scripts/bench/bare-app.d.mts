import type { Hono } from 'hono'
import type { Pool } from 'pg'

/** The bench's bare floors over `pool` (./bare-app.mjs). */
export function bareApp(pool: Pool): Hono
