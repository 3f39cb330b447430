import { expect, test } from 'vitest'
import { sharedSqlDatabase, storeKind } from '@/testing/test-server'

// PGlite answers on the server's own thread (docs/performance.md, "No request stalls the
// server"): a long unit of work gives the event loop its turns between statements, so that
// /healthz and every other request are answered meanwhile.

test.skipIf(storeKind !== 'pglite')(
  'a long unit on PGlite lets other work run between its statements',
  async () => {
    const database = sharedSqlDatabase()
    await database.read((sql) => sql.query('SELECT 1'))
    let turns = 0
    let counting = true
    const count = () => {
      turns++
      if (counting) setImmediate(count)
    }
    setImmediate(count)
    // Time on this process's CPU, not the clock's: on a loaded machine the clock also counts the
    // time the system gave other processes, when no turn could be taken (a CI run failed so).
    const started = process.cpuUsage()
    await database.transaction(async (sql) => {
      for (let n = 0; n < 400; n++) await sql.query('SELECT $1::int AS n', [n])
    })
    const { user, system } = process.cpuUsage(started)
    counting = false
    // A turn at least every few milliseconds of the unit's work. The budget is 8 ms of the clock;
    // the process's CPU time also counts its collector's threads, hence the margin (a unit that
    // never yields gets one or two turns in all).
    expect(turns).toBeGreaterThan((user + system) / 1000 / 50)
  },
)
