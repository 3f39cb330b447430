import type { Puzzle } from '@/shared/puzzle-rows'
import type { Store } from '../store/port'
import { forgetMatchingCounts } from './matching'

// The puzzles Gambit ships (chess-data/lichess-puzzles/, CC0), loaded into the store at the first
// request that needs them, on either back end (docs/decisions/029-puzzles-in-the-store.md): the
// worker fetches them as a file of the build, the Node server has them built in.

/** `fingerprint` names this build's puzzles without reading them (the worker's file's hash). */
export type ShippedPuzzles = { fingerprint: string; puzzles: () => Promise<Puzzle[]> }

/** Rows per write: each store takes a thousand comfortably in one statement or transaction. */
export const PUZZLE_BATCH = 1000
/**
 * The shipped puzzles go in by a hundred a transaction: a unit of work holds every store (in the
 * worker, every request waits for it), so a thousand at once stalled the back end for seconds on
 * a learner's first video page (its "Practice" link asks for the themes).
 */
const SHIPPED_BATCH = 100

/**
 * Adds the shipped puzzles the store lacks, once per fingerprint (a later build's new ones are
 * added; none is removed: a learner's attempts and drills name them). Nothing to do is one read.
 */
export async function loadShippedPuzzles(store: Store, shipped: ShippedPuzzles) {
  if ((await store.read((tx) => tx.shippedPuzzles())) === shipped.fingerprint) return
  const puzzles = await shipped.puzzles()
  // Stopped half way (a closed tab), the next start adds the rest: those in are skipped.
  for (let start = 0; start < puzzles.length; start += SHIPPED_BATCH)
    await store.write((tx) => tx.addPuzzles(puzzles.slice(start, start + SHIPPED_BATCH)))
  await store.write((tx) => tx.setShippedPuzzles(shipped.fingerprint))
  forgetMatchingCounts(store)
}
