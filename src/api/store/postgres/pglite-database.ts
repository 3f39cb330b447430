import { PGlite, type Transaction } from '@electric-sql/pglite'
import { checkDataFolder, isNewFolder, lockFolder } from './data-folder'
import { checkIntegrity, damagedFolder } from './integrity'
import { searchPathChange, type Sql, type SqlDatabase, type UnitOptions } from './sql'
import { aTurnIfDue } from '@/shared/in-steps'

/**
 * An embedded PostgreSQL (PGlite, WebAssembly): in a folder (`npm run serve`'s ./data), or in
 * memory (tests). One connection per process, so one server instance only. PGlite starts its
 * server with fsync off (`-F`); a folder's writes are made durable here, unless `fastUnsafe`
 * (GAMBIT_FAST_UNSAFE=1) trades them for speed (README, "Run it on a server").
 */
export function pgliteDatabase(
  dataDir?: string,
  {
    fastUnsafe = false,
    startFrom,
  }: {
    fastUnsafe?: boolean
    /**
     * A dumped data folder to start from (`dumpDataDir`) in memory or in a new folder, instead of
     * the seconds of initdb each new PGlite spends (tests: one dump a run, docs/testing.md; a
     * server's first start: the build's, docs/performance.md). A folder that holds a database
     * already is opened as it is.
     */
    startFrom?: Blob
  } = {},
): SqlDatabase {
  // Never over a folder that is not a database; one process per folder (data-folder.ts).
  if (dataDir !== undefined) checkDataFolder(dataDir)
  const release = dataDir === undefined ? () => undefined : lockFolder(dataDir)
  const durable = dataDir !== undefined && !fastUnsafe
  const db = new PGlite({
    dataDir,
    ...(durable
      ? { startParams: PGlite.defaultStartParams.filter((param) => param !== '-F') }
      : {}),
    // (PGlite reads its options from the first argument only when no folder comes before them.)
    ...(startFrom && (dataDir === undefined || isNewFolder(dataDir))
      ? { loadDataDir: startFrom }
      : {}),
  })
  // PGlite works on the server's own thread, and its promises chain without a turn of the event
  // loop: a burst of units (sixty signups) or one long unit (a thousand puzzles) held every other
  // request, /healthz too, for seconds. Each unit, and each statement, starts once the event loop
  // has had its turn if the back end has worked a slice since (docs/performance.md, "No request
  // stalls the server").
  const sqlOf = (tx: PGlite | Transaction): Sql => ({
    query: async (text, params) => {
      await aTurnIfDue()
      return (await tx.query(text, params)).rows as never[]
    },
    exec: async (script) => {
      await aTurnIfDue()
      await tx.exec(script)
    },
  })
  // A folder's database is read whole before any unit may write to it (integrity.ts); a damaged
  // one refuses every unit with what to do, and is never written to.
  const ready =
    dataDir === undefined
      ? db.waitReady
      : db.waitReady
          .then(() => db.transaction((tx) => checkIntegrity(sqlOf(tx))))
          .catch((error: unknown) => {
            throw damagedFolder(dataDir, error)
          })
  ready.catch(() => undefined) // said by every unit, not as an unhandled rejection
  // One connection: units take turns, each after setting the search_path it needs.
  let queue: Promise<unknown> = Promise.resolve()
  let path = ''
  const unit = <T>(options: UnitOptions, work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(async () => {
      await aTurnIfDue()
      await ready // a damaged database refuses every unit
      const change = searchPathChange(path, options.searchPath)
      if (change) {
        await db.exec(change)
        path = options.searchPath ?? ''
      }
      return work()
    })
    queue = turn.catch(() => undefined)
    return turn
  }
  return {
    transaction: (work, options = {}) =>
      unit(options, () => db.transaction((tx) => work(sqlOf(tx)))),
    read: (work, options = {}) => unit(options, () => work(sqlOf(db))),
    close: async () => {
      await db.close().catch(() => undefined) // a database that never opened has nothing to close
      release()
    },
  }
}
