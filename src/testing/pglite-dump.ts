import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { pgliteDatabase } from '@/api/store/postgres/pglite-database'
import type { SqlDatabase } from '@/api/store/postgres/sql'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of an initdb'd PGlite data folder, dumped once a run (pglite-dump.setup.ts). */
    pgliteDump?: string
  }
}

let dump: Blob | undefined

/**
 * A PGlite in memory for a test: started from the run's dumped data folder when the project made
 * one (0.9 s from a cold start), else by initdb (3.6 s on these 2 cores; docs/testing.md, "The
 * suite's time").
 */
export function memoryPglite(): SqlDatabase {
  const file = inject('pgliteDump')
  if (file) dump ??= new Blob([readFileSync(file)])
  return pgliteDatabase(undefined, { startFrom: dump })
}
