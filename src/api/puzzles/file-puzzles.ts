import type { Puzzle } from '@/shared/puzzle-rows'
import { puzzleOrder } from '@/shared/puzzle-solving'
import type { PuzzleAnswer } from './shapes'
import type { PuzzleCursor, PuzzleFilter } from './store'

// The shipped file standing in for the store while the store holds none of its puzzles (a first
// visit, and a first load under way): a video page's "Practice" link counts its filter, and a
// learner's first /puzzles shows a puzzle, without the worker storing 1,500 of them first
// (docs/performance.md, "The video page, seventh step"). Each answer is the one the store gives
// once they are in (file-puzzles.contract.test.ts compares them on every store).

/** A theme and how many stored puzzles have it (the store's `themeCounts`). */
export type ThemeCount = { theme: string; count: number }

type Ordered = { puzzle: Puzzle; order: number }

export type FilePuzzles = {
  /** Each puzzle once: the first of an id, as `addPuzzles` keeps it. */
  puzzles: Puzzle[]
  /** The same in the stores' order, worked out at the first `next` (the themes need none). */
  inOrder: () => Ordered[]
  themes: ThemeCount[]
  /** The file's puzzle of this id, if it has one. */
  byId: (puzzleId: string) => Puzzle | undefined
}

const isBefore = (a: PuzzleCursor, b: PuzzleCursor) =>
  a.order < b.order || (a.order === b.order && a.id < b.id)

export function filePuzzlesOf(puzzles: Puzzle[]): FilePuzzles {
  const first = new Map<string, Puzzle>()
  for (const puzzle of puzzles) if (!first.has(puzzle._id)) first.set(puzzle._id, puzzle)
  const once = [...first.values()]
  const counts = new Map<string, number>()
  for (const { themes } of once)
    for (const theme of themes) counts.set(theme, (counts.get(theme) ?? 0) + 1)
  let ordered: Ordered[] | undefined
  return {
    puzzles: once,
    inOrder: () =>
      (ordered ??= once
        .map((puzzle) => ({ puzzle, order: puzzleOrder(puzzle._id) }))
        .sort((a, b) => (isBefore(cursorOf(a), cursorOf(b)) ? -1 : 1))),
    themes: [...counts].map(([theme, count]) => ({ theme, count })),
    byId: (puzzleId) => first.get(puzzleId),
  }
}

const cursorOf = ({ puzzle, order }: Ordered): PuzzleCursor => ({ order, id: puzzle._id })

/** Whether `puzzle` is one of `filter`'s, as the stores' `countPuzzles` counts them. */
function matches({ themes, min, max, opening }: PuzzleFilter, puzzle: Puzzle) {
  if (puzzle.rating < min || puzzle.rating > max) return false
  if (opening && puzzle.openingTags[0] !== opening) return false
  return themes.length === 0 || puzzle.themes.some((theme) => themes.includes(theme))
}

/** A puzzle as `GET /puzzles/next` shows it (its plays are kept, not shown). */
const shown = ({ plays: _plays, ...puzzle }: Puzzle): PuzzleAnswer => puzzle

/**
 * The next puzzle of `filter` after `after` that the learner has not solved (from the start,
 * then round again), and how many match: the store's `nextPuzzle` and `countPuzzles`.
 */
export function nextOfFile(
  file: FilePuzzles,
  filter: PuzzleFilter,
  after: PuzzleCursor | null,
  solved: ReadonlySet<string>,
) {
  const matching = file.inOrder().filter(({ puzzle }) => matches(filter, puzzle))
  const open = matching.filter(({ puzzle }) => !solved.has(puzzle._id))
  const later = after ? open.find((each) => isBefore(after, cursorOf(each))) : undefined
  const found = later ?? open[0]
  return { puzzle: found ? shown(found.puzzle) : null, matching: matching.length }
}
