import pg from 'pg'
import { logDatabaseFailure } from './database-log'
import { searchPathChange, type Sql, type SqlDatabase, type UnitOptions } from './sql'

/** A PostgreSQL server (`DATABASE_URL`) through a pool of connections. */
export function pgDatabase(
  connectionString: string,
  poolSize = 10,
): SqlDatabase & { poolStats: () => { total: number; idle: number; waiting: number } } {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  // An idle connection that breaks (a server restart) must not crash the process.
  pool.on('error', (error) => logDatabaseFailure('a database connection failed', error))
  // Each connection's search_path, set for the session and only when a unit needs another one:
  // a store that has the pool to itself never pays a round trip for it.
  const paths = new WeakMap<pg.PoolClient, string>()

  async function onConnection<T>(
    options: UnitOptions,
    work: (client: pg.PoolClient) => Promise<T>,
  ) {
    const client = await pool.connect()
    try {
      const change = searchPathChange(paths.get(client) ?? '', options.searchPath)
      if (change) {
        await client.query(change)
        paths.set(client, options.searchPath ?? '')
      }
      return await work(client)
    } finally {
      client.release()
    }
  }

  return {
    transaction: (work, options = {}) =>
      onConnection(options, async (client) => {
        await client.query('BEGIN')
        try {
          const result = await work(oneAtATime(client))
          await client.query('COMMIT')
          return result
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined)
          throw error
        }
      }),
    read: (work, options = {}) => onConnection(options, (client) => work(oneAtATime(client))),
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  }
}

// The store's queries are a small fixed set: each is prepared once per connection and then only
// bound and run, which spares the database parsing and planning it on every request.
const statementNames = new Map<string, string>()
const prepared = (text: string, values?: unknown[]) => {
  let name = statementNames.get(text)
  if (name === undefined) {
    name = `gambit_${statementNames.size}`
    statementNames.set(text, name)
  }
  return { name, text, values }
}

/** The domain may ask for several things at once; one connection answers one at a time. */
function oneAtATime(client: pg.PoolClient): Sql {
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work)
    queue = turn.catch(() => undefined)
    return turn
  }
  return {
    query: (text, params) => inTurn(async () => (await client.query(prepared(text, params))).rows),
    exec: (script) => inTurn(async () => void (await client.query(script))),
  }
}
