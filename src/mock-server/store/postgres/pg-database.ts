import pg from 'pg'
import type { SqlDatabase } from './sql'

/** A PostgreSQL server (`DATABASE_URL`) through a pool of connections. */
export function pgDatabase(connectionString: string, poolSize = 10): SqlDatabase {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  // An idle connection that breaks (a server restart) must not crash the process.
  pool.on('error', (error) => console.error('Gambit server: a database connection failed', error))
  return {
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work({
          query: async (text, params) => (await client.query(text, params)).rows,
          exec: async (script) => void (await client.query(script)),
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
