import type { PuzzleAnswer, PuzzleMistake } from './shapes'
import type { Puzzle } from '@/shared/puzzle-rows'

/** A stored puzzle: a row of the Lichess puzzle database (shared/puzzle-rows.ts). */
export type PuzzleRecord = Puzzle

/**
 * Which puzzles: any of `themes` (every puzzle when none), rated `min` to `max` inclusive, and
 * when `opening` is given, of that opening family (the first of a puzzle's opening tags).
 */
export type PuzzleFilter = { themes: string[]; min: number; max: number; opening?: string }

/** Where "next" goes on from: a puzzle's place in the order (shared/puzzle-solving.ts). */
export type PuzzleCursor = { order: number; id: string }

/**
 * A learner's record of one puzzle (docs/api.md, "Puzzles"): its themes when first tried (for the
 * stats by theme), how many tries, whether it was ever solved and whether the first try solved
 * it, and the first try's wrong move (a coach's "Mistakes").
 */
export type PuzzleAttemptRecord = {
  userId: string
  puzzleId: string
  themes: string[]
  tries: number
  solved: boolean
  solvedFirstTry: boolean
  mistake?: PuzzleMistake
  firstAt: string
  lastAt: string
}

/**
 * A student's first try of a puzzle of their homework: whether it solved it, its wrong move, and
 * for a puzzle given up (failed with no wrong move) the puzzle's start, to say where.
 */
export type HomeworkAttempt = {
  userId: string
  solvedFirstTry: boolean
  mistake?: PuzzleMistake
  givenUp?: Pick<PuzzleRecord, 'fen' | 'moves'>
}

/** Puzzles and a learner's attempts: what each adapter's puzzles module implements. */
export interface PuzzlesTx {
  puzzle(puzzleId: string): Promise<PuzzleRecord | undefined>
  /** Adds those not stored yet (by id) with their themes' counts; the ids added. */
  addPuzzles(puzzles: PuzzleRecord[]): Promise<string[]>
  /** Which of these ids are stored (an import run again skips them before reading their rows). */
  storedPuzzleIds(ids: string[]): Promise<string[]>
  /** How many puzzles have each theme (kept as puzzles are added, never counted at read). */
  themeCounts(): Promise<{ theme: string; count: number }[]>
  /**
   * The first puzzle of `filter` after `after` in the order of `puzzleOrder` (from the start
   * when null) that `userId`, when given, has not solved: a walk of an index on every store.
   */
  nextPuzzle(
    filter: PuzzleFilter,
    after: PuzzleCursor | null,
    userId?: string,
  ): Promise<PuzzleAnswer | undefined>
  /** How many puzzles `filter` matches. */
  countPuzzles(filter: PuzzleFilter): Promise<number>
  /** The shipped puzzles' fingerprint last loaded (api/puzzles/shipped.ts). */
  shippedPuzzles(): Promise<string | undefined>
  setShippedPuzzles(fingerprint: string): Promise<void>
  puzzleAttempt(userId: string, puzzleId: string): Promise<PuzzleAttemptRecord | undefined>
  savePuzzleAttempt(record: PuzzleAttemptRecord): Promise<void>
  /** Every puzzle the learner tried, for the stats and the export. */
  puzzleAttempts(userId: string): Promise<PuzzleAttemptRecord[]>
  /**
   * Each student's first `limit` puzzles of `filter` (its opening aside) first tried at or after
   * their `since` (an ISO instant), in the order tried: puzzle homework (api/classes/homework.ts).
   */
  firstAttemptsSince(
    students: { userId: string; since: string }[],
    filter: PuzzleFilter,
    limit: number,
  ): Promise<HomeworkAttempt[]>
}
