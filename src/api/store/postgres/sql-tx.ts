import type { Catalogue, StoreTx } from '../port'
import type { Sql } from './sql'
import { sqlAccount } from '../../account/sql'
import { sqlUsers } from '../../auth/sql'
import { sqlCatalogue } from '../../videos/sql'
import { sqlClasses } from '../../classes/sql'
import { sqlDrills } from '../../drills/sql'
import { sqlGuesses } from '../../guesses/sql'
import { sqlLessons } from '../../lessons/sql'
import { checkedLessons, type CheckedLessons } from '../../lessons/checked-lessons'
import { sqlLists } from '../../lists/sql'
import { sqlPlaylists } from '../../playlists/sql'
import { sqlPuzzles } from '../../puzzles/sql'
import { sqlStudy } from '../../study/sql'
import { sqlVerdicts } from '../../verdicts/sql'
import { sqlGames } from '../../games/sql'

/** What a unit of work's slices share: its connection, and what the store keeps across units. */
type Unit = { sql: Sql; catalogue: Catalogue; writing: boolean; lessons: CheckedLessons }

/** Each resource's slice of the port, from its own module (`<resource>/sql.ts`). */
const SLICES: ((unit: Unit) => object)[] = [
  ({ sql }) => sqlCatalogue(sql),
  ({ sql, writing }) => sqlUsers(sql, { writing }),
  ({ sql, catalogue }) => sqlLists(sql, catalogue),
  ({ sql, catalogue, writing }) => sqlPlaylists(sql, catalogue, { writing }),
  ({ sql, writing }) => sqlClasses(sql, { writing }),
  ({ sql }) => sqlStudy(sql),
  ({ sql }) => sqlDrills(sql),
  ({ sql, lessons }) => sqlLessons(sql, lessons),
  ({ sql }) => sqlGuesses(sql),
  ({ sql }) => sqlPuzzles(sql),
  ({ sql }) => sqlAccount(sql),
  ({ sql }) => sqlVerdicts(sql),
  ({ sql }) => sqlGames(sql),
]
const CATALOGUE_SLICE = 0

/**
 * A unit of work makes only the slices it uses: a request asks for two or three of the port's
 * 87 methods, and making them all cost the server more than routing it (docs/performance.md,
 * "The server"). Each method is a getter on one prototype that makes its slice on first use.
 */
class LazyTx {
  readonly made: Record<number, Record<string, unknown>> = {}
  constructor(
    readonly unit: Unit,
    readonly catalogue: Catalogue,
  ) {}
  slice(index: number) {
    return (this.made[index] ??= SLICES[index]!(this.unit) as Record<string, unknown>)
  }
  catalogueChanged() {
    const catalogue = this.made[CATALOGUE_SLICE] as { changed?: () => boolean } | undefined
    return catalogue?.changed?.() ?? false
  }
}

/** The unit's own members, which no slice's method may be named. */
const OWN = ['unit', 'catalogue', 'made', 'slice', 'catalogueChanged', 'constructor']
// Which slice answers each method: learnt once, from slices over a database never asked.
const NEVER: Sql = {
  query: () => Promise.reject(new Error('not a unit of work')),
  exec: () => Promise.reject(new Error('not a unit of work')),
}
SLICES.forEach((make, index) => {
  const unit = {
    sql: NEVER,
    catalogue: undefined as unknown as Catalogue,
    writing: false,
    lessons: checkedLessons(),
  }
  for (const name of Object.keys(make(unit))) {
    if (OWN.includes(name)) throw new Error(`sqlTx: a slice's "${name}" is the unit's own`)
    if (name !== 'changed')
      Object.defineProperty(LazyTx.prototype, name, {
        get(this: LazyTx) {
          return this.slice(index)[name]
        },
        configurable: true,
      })
  }
})

/**
 * The port's unit of work over one SQL transaction. Rows come back as the records the port
 * speaks, checked like any stored record (../records.ts). In a write, the rows a write changes
 * are held (sql.ts, HELD).
 */
export function sqlTx(
  sql: Sql,
  catalogue: Catalogue,
  {
    writing = false,
    lessons = checkedLessons(),
  }: { writing?: boolean; lessons?: CheckedLessons } = {},
): StoreTx & { catalogueChanged: () => boolean } {
  return new LazyTx({ sql, catalogue, writing, lessons }, catalogue) as unknown as StoreTx & {
    catalogueChanged: () => boolean
  }
}
