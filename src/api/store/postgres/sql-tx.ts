import type { Catalogue, StoreTx } from '../port'
import type { Sql } from './sql'
import { sqlAccount } from '../../account/sql'
import { sqlUsers } from '../../auth/sql'
import { sqlCatalogue } from '../../catalogue/sql'
import { sqlClasses } from '../../classes/sql'
import { sqlDrills } from '../../drills/sql'
import { sqlGuesses } from '../../guesses/sql'
import { sqlLessons } from '../../lessons/sql'
import { sqlLists } from '../../lists/sql'
import { sqlPlaylists } from '../../playlists/sql'
import { sqlPuzzles } from '../../puzzles/sql'
import { sqlStudy } from '../../study/sql'

/**
 * The port's unit of work over one SQL transaction: each resource's slice from its own module
 * (`<resource>/sql.ts`). Rows come back as the records the port speaks, checked like any stored
 * record (../records.ts). In a write, the rows a write changes are held (sql.ts, HELD).
 */
export function sqlTx(
  sql: Sql,
  catalogue: Catalogue,
  { writing = false } = {},
): StoreTx & { catalogueChanged: () => boolean } {
  const { changed: catalogueChanged, ...catalogueWrites } = sqlCatalogue(sql)
  return {
    catalogue,
    catalogueChanged,
    ...catalogueWrites,
    ...sqlUsers(sql, { writing }),
    ...sqlLists(sql, catalogue),
    ...sqlPlaylists(sql, catalogue, { writing }),
    ...sqlClasses(sql, { writing }),
    ...sqlStudy(sql),
    ...sqlDrills(sql),
    ...sqlLessons(sql),
    ...sqlGuesses(sql),
    ...sqlPuzzles(sql),
    ...sqlAccount(sql),
  }
}
