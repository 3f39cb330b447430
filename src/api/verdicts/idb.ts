import type { Tx } from '../store/indexeddb/schema'
import { readEngineSearch } from './records'
import type { VerdictsTx } from './store'

/** The port's engine searches over IndexedDB (schema 17): one record per EPD, search and move. */
export function indexedDbVerdicts(tx: Tx): VerdictsTx {
  return {
    engineSearch: async (epd, search, move) =>
      readEngineSearch(await tx.objectStore('engineSearches').get([epd, search, move])),
    async keepEngineSearch(record) {
      const searches = (tx as Tx<'readwrite'>).objectStore('engineSearches')
      if (!(await searches.getKey([record.epd, record.search, record.move])))
        await searches.put(record)
    },
  }
}
