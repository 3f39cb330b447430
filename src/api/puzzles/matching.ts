import type { PuzzleFilter, Store, StoreTx } from '../store/port'

// How many puzzles a filter matches, kept a minute per store: counting a theme's rows at four
// million puzzles costs what a hundred "next" reads do, and a learner going through puzzles asks
// the same filter again and again (docs/performance.md, "Puzzles"). Puzzles added here forget
// the counts at once; those added by another instance show within the minute.

const KEPT_MS = 60_000
const MAX_FILTERS = 500

type Counted = { count: number; at: number }
const counts = new WeakMap<Store, Map<string, Counted>>()

const keyOf = ({ themes, min, max, opening = '' }: PuzzleFilter) =>
  `${[...themes].sort().join(',')}|${min}|${max}|${opening}`

export async function matchingCount(store: Store, tx: StoreTx, filter: PuzzleFilter) {
  const kept = counts.get(store) ?? new Map<string, Counted>()
  counts.set(store, kept)
  const key = keyOf(filter)
  const now = Date.now()
  const held = kept.get(key)
  if (held && now - held.at < KEPT_MS) return held.count
  const count = await tx.countPuzzles(filter)
  if (kept.size >= MAX_FILTERS) kept.delete(kept.keys().next().value!)
  kept.set(key, { count, at: now })
  return count
}

/** After puzzles are added: every count is counted again. */
export const forgetMatchingCounts = (store: Store) => counts.delete(store)
