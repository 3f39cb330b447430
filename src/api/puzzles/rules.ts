import type { PuzzleStats } from './shapes'
import { judgePuzzle, puzzleOrder } from '@/shared/puzzle-solving'
import {
  DIFFICULTIES,
  isDifficulty,
  isOpeningTag,
  isThemeId,
  MAX_FILTER_THEMES,
  themeName,
} from '@/shared/puzzle-themes'
import { messages } from '../messages'
import { invalid, notFound } from '../refusals'
import { requireUser } from '../auth/require-user'
import type {
  PuzzleAttemptRecord,
  PuzzleCursor,
  PuzzleFilter,
  PuzzleRecord,
  Store,
  StoreTx,
} from '../store/port'
import { matchingCount } from './matching'
import { nextOfFile, type FilePuzzles, type ThemeCount } from './file-puzzles'

// Puzzles (docs/product.md, "Puzzles"): found by themes and difficulty, judged here from their
// moves, so that a learner's stats (and a coach's grades) can be trusted.

/** A puzzle as the API answers it: the Lichess file's fields a solver needs. */
export const puzzleOf = ({ plays: _n, ...puzzle }: PuzzleRecord) => puzzle

type FilterQuery = { themes?: string; difficulty?: string; opening?: string }

/**
 * `?themes=fork,pin&difficulty=medium&opening=Sicilian_Defense` as a filter; a bad one is
 * refused, never ignored.
 */
export function filterOf({ themes, difficulty, opening }: FilterQuery): PuzzleFilter {
  const chosen = [...new Set((themes ?? '').split(',').map((theme) => theme.trim()))].filter(
    Boolean,
  )
  if (chosen.length > MAX_FILTER_THEMES || !chosen.every(isThemeId))
    throw invalid(messages.themesInvalid)
  if (opening !== undefined && !isOpeningTag(opening)) throw invalid(messages.openingInvalid)
  const family = opening ? { opening } : {}
  const band = difficulty?.trim().toLowerCase() || 'any'
  if (band === 'any') return { themes: chosen, min: 0, max: DIFFICULTIES.harder.max, ...family }
  if (!isDifficulty(band)) throw invalid(messages.difficultyInvalid)
  const { min, max } = DIFFICULTIES[band]
  return { themes: chosen, min, max, ...family }
}

/** Where `after` puts the next puzzle: the stores' order is a hash of the ids. */
function cursorAfter(after: string | undefined): PuzzleCursor | null {
  if (after !== undefined && !/^[A-Za-z0-9]{1,12}$/.test(after))
    throw invalid(messages.afterInvalid)
  return after ? { order: puzzleOrder(after), id: after } : null
}

const requirePuzzle = async (tx: StoreTx, puzzleId: string) => {
  const puzzle = await tx.puzzle(puzzleId)
  if (!puzzle) throw notFound(messages.puzzleNotFound)
  return puzzle
}

/** A learner's puzzles in all and by theme ("Fork: 7 of 9 solved first try"). */
export function statsOf(attempts: PuzzleAttemptRecord[]): PuzzleStats {
  const byTheme = new Map<string, { tried: number; solvedFirstTry: number }>()
  for (const attempt of attempts)
    for (const theme of attempt.themes) {
      const held = byTheme.get(theme) ?? { tried: 0, solvedFirstTry: 0 }
      byTheme.set(theme, {
        tried: held.tried + 1,
        solvedFirstTry: held.solvedFirstTry + (attempt.solvedFirstTry ? 1 : 0),
      })
    }
  return {
    solved: attempts.filter((attempt) => attempt.solved).length,
    tried: attempts.length,
    byTheme: [...byTheme]
      .map(([id, counts]) => ({ id, name: themeName(id), ...counts }))
      .sort((a, b) => b.tried - a.tried || a.name.localeCompare(b.name)),
  }
}

/** The themes as `GET /api/puzzles/themes` answers them: the most puzzles first. */
export const themeList = (counts: ThemeCount[]) =>
  counts
    .map(({ theme, count }) => ({ id: theme, name: themeName(theme), count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))

export const puzzles = (store: Store, clock: () => Date = () => new Date()) => ({
  themes: async () => themeList(await store.read((tx) => tx.themeCounts())),
  read: (puzzleId: string) => store.read(async (tx) => puzzleOf(await requirePuzzle(tx, puzzleId))),
  /**
   * The next puzzle of `filter` after the one named `after` (from the start, then round again),
   * not one the learner solved; null when none is left.
   */
  next: (filter: PuzzleFilter, after: string | undefined, userId?: string) =>
    store.read(async (tx) => {
      const cursor = cursorAfter(after)
      const found =
        (await tx.nextPuzzle(filter, cursor, userId)) ??
        (cursor ? await tx.nextPuzzle(filter, null, userId) : undefined)
      const matching = await matchingCount(store, tx, filter)
      return { puzzle: found ?? null, matching }
    }),
  /** `next`, answered from the shipped file while it stands in for the store (./shipped.ts). */
  nextOfFile: (
    file: FilePuzzles,
    filter: PuzzleFilter,
    after: string | undefined,
    userId?: string,
  ) =>
    store.read(async (tx) => {
      const cursor = cursorAfter(after)
      const attempts = userId ? await tx.puzzleAttempts(userId) : []
      const solved = new Set(attempts.flatMap((a) => (a.solved ? [a.puzzleId] : [])))
      return nextOfFile(file, filter, cursor, solved)
    }),
  /** Judges the learner's moves and keeps the result (the first try's is kept for good). */
  attempt: (userId: string, puzzleId: string, moves: string[]) =>
    store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const puzzle = await requirePuzzle(tx, puzzleId)
      const verdict = judgePuzzle(puzzle, moves)
      if ('refused' in verdict)
        throw invalid(
          verdict.refused === 'illegal'
            ? messages.attemptIllegal(verdict.at + 1)
            : messages.attemptTooLong,
        )
      const held = await tx.puzzleAttempt(userId, puzzleId)
      const now = clock().toISOString()
      const solved = verdict.result === 'solved'
      const mistake = verdict.result === 'failed' ? verdict.mistake : undefined
      await tx.savePuzzleAttempt(
        held
          ? { ...held, tries: held.tries + 1, solved: held.solved || solved, lastAt: now }
          : {
              userId,
              puzzleId,
              themes: puzzle.themes,
              tries: 1,
              solved,
              solvedFirstTry: solved,
              ...(mistake && { mistake }),
              firstAt: now,
              lastAt: now,
            },
      )
      const stats = statsOf(await tx.puzzleAttempts(userId))
      return { result: verdict.result, firstTry: !held, stats }
    }),
  stats: (userId: string) =>
    store.read(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      return statsOf(await tx.puzzleAttempts(userId))
    }),
})
