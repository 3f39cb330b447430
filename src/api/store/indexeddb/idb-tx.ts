import type { Catalogue, StoreTx } from '../port'
import { indexedDbAccount } from '../../account/idb'
import { indexedDbUsers } from '../../auth/idb'
import { indexedDbCatalogue } from '../../videos/idb'
import { indexedDbClasses } from '../../classes/idb'
import { indexedDbDrills } from '../../drills/idb'
import { indexedDbGuesses } from '../../guesses/idb'
import { indexedDbLessons } from '../../lessons/idb'
import { indexedDbLists } from '../../lists/idb'
import { indexedDbPlaylists } from '../../playlists/idb'
import { indexedDbPuzzles } from '../../puzzles/idb'
import { indexedDbStudy } from '../../study/idb'
import { indexedDbVerdicts } from '../../verdicts/idb'
import { indexedDbGames } from '../../games/idb'
import type { Tx } from './schema'

/**
 * The port's unit of work over one IndexedDB transaction covering every store: each resource's
 * slice from its own module (`<resource>/idb.ts`).
 */
export function indexedDbTx(
  tx: Tx,
  catalogue: Catalogue,
): StoreTx & { catalogueChanged: () => boolean } {
  const { changed: catalogueChanged, ...catalogueWrites } = indexedDbCatalogue(tx)
  return {
    catalogue,
    catalogueChanged,
    ...catalogueWrites,
    ...indexedDbUsers(tx),
    ...indexedDbLists(tx, catalogue),
    ...indexedDbPlaylists(tx, catalogue),
    ...indexedDbStudy(tx),
    ...indexedDbDrills(tx),
    ...indexedDbLessons(tx),
    ...indexedDbGuesses(tx),
    ...indexedDbPuzzles(tx),
    ...indexedDbClasses(tx),
    ...indexedDbAccount(tx),
    ...indexedDbVerdicts(tx),
    ...indexedDbGames(tx),
  }
}
