import { PGlite } from '@electric-sql/pglite'
import type { SqlDatabase } from './sql'

/**
 * An embedded PostgreSQL (PGlite, WebAssembly): in a folder (`npm run serve`'s ./data), or in
 * memory (tests). One connection per process, so one server instance only.
 */
export function pgliteDatabase(dataDir?: string): SqlDatabase {
  const db = new PGlite(dataDir)
  return {
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (text, params) => (await tx.query(text, params)).rows as never[],
          exec: async (script) => void (await tx.exec(script)),
        }),
      ),
    close: () => db.close(),
  }
}
