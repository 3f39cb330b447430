import { createApp } from '@/api/http/app'
import type { Curators } from '@/api/videos/curators'
import type { Faults } from './faults'
import { defaultSeed, type SeedData } from '@/api/seed/seed-data'
import { createIndexedDbStore } from '@/api/store/indexeddb/idb-store'
import type { OpeningNames } from '@/shared/opening-names'
import type { ShippedPuzzles } from '@/api/puzzles/shipped'
import type { Search } from '@/shared/engine-judge'

export type BrowserBackEndOptions = {
  dbName?: string
  defaultDelayMs?: number
  seed?: SeedData
  /** Test and bench builds only (docs/testing.md): requests that should fail. */
  faults?: Pick<Faults, 'check'>
  /** This API's OpenAPI document (the worker reads the one the build made, openapi.ts). */
  openApi: () => unknown
  /** The opening names: the worker fetches the build's file (or its cached copy). */
  openingNames: () => Promise<OpeningNames>
  /** The shipped puzzles: the worker fetches the build's file when the store lacks them. */
  shippedPuzzles: ShippedPuzzles
  /** Curators beyond the demo data's (tests; the browser has no GAMBIT_CURATORS). */
  curators?: Curators
  /**
   * An engine of its own: the contract's table in tests. The product's worker has none and takes
   * the page's searches (docs/decisions/039).
   */
  engine?: Search
}

export const DEFAULT_DELAY_MS = 400

/** The in-browser back end: the API over IndexedDB, with its delay and reset. */
export function createBrowserBackEnd({
  dbName = 'gambit',
  defaultDelayMs = DEFAULT_DELAY_MS,
  seed = defaultSeed,
  faults,
  openApi,
  openingNames,
  shippedPuzzles,
  curators,
  engine,
}: BrowserBackEndOptions) {
  const store = createIndexedDbStore({ dbName, defaultDelayMs, seed })
  const api = createApp(store, {
    openApi,
    openingNames,
    shippedPuzzles,
    curators,
    engine,
    beforeRequest: async (method, path) => {
      const delay = await store.delay()
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
      faults?.check(method, path)
    },
  })
  return { ...api, store }
}
