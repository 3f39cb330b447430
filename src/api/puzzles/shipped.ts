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
 * The shipped puzzles go in by 25 a transaction: a unit of work holds every store (in the worker,
 * every request waits for it), so a thousand at once stalled the back end for seconds on a
 * learner's first video page (its "Practice" link asks for the themes), and a hundred (60–160 ms
 * each here) still held "Train this lesson" past 300 ms (docs/performance.md, "Waits on writes").
 */
const SHIPPED_BATCH = 25

/** A theme and how many stored puzzles have it (the store's `themeCounts`). */
export type ThemeCount = { theme: string; count: number }

/** What the store counts once `puzzles` are added to a store that had none. */
function themeCountsOf(puzzles: Puzzle[]): ThemeCount[] {
  const counts = new Map<string, number>()
  const seen = new Set<string>()
  // A puzzle twice in the file is stored once, as it first comes (addPuzzles).
  for (const { _id, themes } of puzzles) {
    if (seen.has(_id)) continue
    seen.add(_id)
    for (const theme of themes) counts.set(theme, (counts.get(theme) ?? 0) + 1)
  }
  return [...counts].map(([theme, count]) => ({ theme, count }))
}

/**
 * Adds the shipped puzzles the store lacks, once per fingerprint (a later build's new ones are
 * added; none is removed: a learner's attempts and drills name them). Nothing to do is one read.
 * `firstThemes` hears, before any write, the themes the store will count at the end when it held
 * no puzzle (a first load), else `undefined`.
 */
async function loadShippedPuzzles(
  store: Store,
  shipped: ShippedPuzzles,
  firstThemes: (themes: ThemeCount[] | undefined) => void,
  pause: () => Promise<void>,
) {
  if ((await store.read((tx) => tx.shippedPuzzles())) === shipped.fingerprint)
    return firstThemes(undefined)
  const puzzles = await shipped.puzzles()
  const none = (await store.read((tx) => tx.themeCounts())).length === 0
  firstThemes(none ? themeCountsOf(puzzles) : undefined)
  // Stopped half way (a closed tab), the next start adds the rest: those in are skipped.
  for (let start = 0; start < puzzles.length; start += SHIPPED_BATCH) {
    await pause()
    await store.write((tx) => tx.addPuzzles(puzzles.slice(start, start + SHIPPED_BATCH)))
  }
  await store.write((tx) => tx.setShippedPuzzles(shipped.fingerprint))
  forgetMatchingCounts(store)
}

/**
 * The shipped puzzles' load, begun by the first request that needs a stored puzzle, tried again
 * after a failure. `themesMeanwhile` answers the themes without it while the store holds no
 * puzzle (a first visit: the file's counts are what the store will count once loaded), and from
 * the file while a first load runs (1–3 s in the worker): the themes a video page's "Practice"
 * links ask for never make the worker store the 1,500 puzzles, and a learner's first /puzzles
 * shows its themes at once (docs/performance.md, "Waits on writes" and "The video page, sixth
 * step").
 */
export function shippedPuzzleLoader(
  store: Store,
  shipped: ShippedPuzzles,
  /** Resolves when the next transaction may begin: between requests (../http/requests-first.ts). */
  pause: () => Promise<void> = () => Promise.resolve(),
) {
  let loading: Promise<void> | undefined
  let meanwhile: Promise<ThemeCount[] | undefined> = Promise.resolve(undefined)
  let fileThemes: Promise<ThemeCount[]> | undefined
  const loaded = () => {
    if (loading) return loading
    let tell: (themes: ThemeCount[] | undefined) => void = () => undefined
    meanwhile = new Promise((resolve) => (tell = resolve))
    const ended = () => {
      meanwhile = Promise.resolve(undefined)
    }
    loading = loadShippedPuzzles(store, shipped, tell, pause)
      .then(ended, (error: unknown) => {
        loading = undefined
        ended()
        console.warn('Gambit back end: shipped puzzles not loaded yet', error)
      })
      // A load that failed before it could tell leaves no request waiting.
      .finally(() => tell(undefined))
    return loading
  }
  /** The file's themes, read once (a failed read is tried again). */
  const themesOfFile = () =>
    (fileThemes ??= shipped.puzzles().then(themeCountsOf, (error: unknown) => {
      fileThemes = undefined
      throw error
    }))
  return {
    loaded,
    themesMeanwhile: async (): Promise<ThemeCount[] | undefined> => {
      if (loading) return meanwhile
      const [fingerprint, counts] = await store.read(
        async (tx) => [await tx.shippedPuzzles(), await tx.themeCounts()] as const,
      )
      if (fingerprint === shipped.fingerprint || counts.length > 0) return undefined
      // A file that cannot be read: the route waits for the load, which says why.
      return themesOfFile().catch(() => undefined)
    },
  }
}
