import type { Puzzle } from '@/shared/puzzle-rows'
import type { Store } from '../store/port'
import { filePuzzlesOf, type FilePuzzles } from './file-puzzles'
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

type LoadSteps = {
  /** The file, read once while it is needed. */
  file: () => Promise<FilePuzzles>
  /** Hears, before any write, the file when the store held no puzzle (a first load), else undefined. */
  firstLoad: (file: FilePuzzles | undefined) => void
  /** Resolves when the next transaction may begin (../http/requests-first.ts). */
  pause: () => Promise<void>
  /** Stores first the puzzles a request waits for (a learner's first attempt). */
  storeWanted: (file: FilePuzzles) => Promise<void>
}

/**
 * Adds the shipped puzzles the store lacks, once per fingerprint (a later build's new ones are
 * added; none is removed: a learner's attempts and drills name them). Nothing to do is one read.
 */
async function loadShippedPuzzles(store: Store, fingerprint: string, steps: LoadSteps) {
  if ((await store.read((tx) => tx.shippedPuzzles())) === fingerprint)
    return steps.firstLoad(undefined)
  const file = await steps.file()
  const none = (await store.read((tx) => tx.themeCounts())).length === 0
  steps.firstLoad(none ? file : undefined)
  // Stopped half way (a closed tab), the next start adds the rest: those in are skipped.
  for (let start = 0; start < file.puzzles.length; start += SHIPPED_BATCH) {
    await steps.pause()
    await steps.storeWanted(file)
    const batch = file.puzzles.slice(start, start + SHIPPED_BATCH)
    await store.write((tx) => tx.addPuzzles(batch))
  }
  await store.write((tx) => tx.setShippedPuzzles(fingerprint))
  forgetMatchingCounts(store)
}

/**
 * The shipped puzzles' load, begun by the first request that needs a stored puzzle (a puzzle
 * shown by its id, an attempt, a drill of one, homework, an import), tried again after a
 * failure. While the store holds no puzzle, and while a first load runs (1–3 s in the worker),
 * the file stands in for it (`fileMeanwhile`): the themes, and the next puzzle of a filter with
 * its count, are answered from it. A video page's "Practice" links never make the worker store
 * the 1,500 puzzles, and a learner's first /puzzles shows its themes and first puzzle at once
 * (docs/performance.md, "Waits on writes" and "The video page, seventh step"). A request for one
 * puzzle waits for that puzzle alone (`stored`), written before the load's next transaction.
 */
export function shippedPuzzleLoader(
  store: Store,
  shipped: ShippedPuzzles,
  /** Resolves when the next transaction may begin: between requests (../http/requests-first.ts). */
  pause: () => Promise<void> = () => Promise.resolve(),
) {
  let loading: Promise<void> | undefined
  let meanwhile: Promise<FilePuzzles | undefined> = Promise.resolve(undefined)
  let fileRead: Promise<FilePuzzles> | undefined
  /**
   * The store answers itself (it holds this build's puzzles, or others): for good, since no
   * puzzle is ever removed, so that a next puzzle is not one more read for a server that never
   * loads in this process.
   */
  let storeAnswers = false
  /** The requests waiting for one puzzle each, by its id. */
  const wanted = new Map<string, Set<() => void>>()
  const file = () =>
    (fileRead ??= shipped.puzzles().then(filePuzzlesOf, (error: unknown) => {
      fileRead = undefined
      throw error
    }))
  const storeWanted = async (from: FilePuzzles) => {
    const ids = [...wanted.keys()].filter((id) => from.byId(id))
    if (ids.length === 0) return
    await store.write((tx) => tx.addPuzzles(ids.map((id) => from.byId(id)!)))
    for (const id of ids) for (const stored of wanted.get(id) ?? []) stored()
    // Heard: the next transaction does not write them again.
    for (const id of ids) wanted.delete(id)
  }
  const loaded = () => {
    if (loading) return loading
    let tell: (file: FilePuzzles | undefined) => void = () => undefined
    meanwhile = new Promise((resolve) => (tell = resolve))
    const ended = () => {
      meanwhile = Promise.resolve(undefined)
      // The store answers from now on: the file's 1,500 puzzles leave the memory.
      fileRead = undefined
    }
    const steps = { file, firstLoad: (read?: FilePuzzles) => tell(read), pause, storeWanted }
    loading = loadShippedPuzzles(store, shipped.fingerprint, steps)
      .then(ended, (error: unknown) => {
        loading = undefined
        ended()
        console.warn('Gambit back end: shipped puzzles not loaded yet', error)
      })
      // A load that failed before it could tell leaves no request waiting.
      .finally(() => tell(undefined))
    return loading
  }
  return {
    loaded,
    /** Begins the load if need be; resolves once `puzzleId` is stored, or the load has ended. */
    async stored(puzzleId: string) {
      let heard = () => undefined as void
      const storedNow = new Promise<void>((resolve) => (heard = resolve))
      const waiting = wanted.get(puzzleId) ?? new Set()
      wanted.set(puzzleId, waiting.add(heard))
      try {
        // The load's end (or its failure) ends every wait too.
        await Promise.race([loaded(), storedNow])
      } finally {
        waiting.delete(heard)
        if (waiting.size === 0 && wanted.get(puzzleId) === waiting) wanted.delete(puzzleId)
      }
    },
    /** The file, while it stands in for a store that holds none of its puzzles; else undefined. */
    fileMeanwhile: async (): Promise<FilePuzzles | undefined> => {
      if (loading) return meanwhile
      if (storeAnswers) return undefined
      const [fingerprint, counts] = await store.read(
        async (tx) => [await tx.shippedPuzzles(), await tx.themeCounts()] as const,
      )
      storeAnswers = fingerprint === shipped.fingerprint || counts.length > 0
      if (storeAnswers) return undefined
      // A file that cannot be read: the route waits for the load, which says why.
      return file().catch(() => undefined)
    },
  }
}
