import { Chess } from 'chess.js'
import { isLegalPosition } from './chess-rules.ts'
import { playUci } from './puzzle-solving.ts'
import { isLichessTheme, isOpeningTag } from './puzzle-themes.ts'

// A row of the Lichess puzzle database (CSV: PuzzleId, FEN, Moves, Rating, RatingDeviation,
// Popularity, NbPlays, Themes, GameUrl, OpeningTags[, DailyDate]) read as a puzzle, or the reason
// it is skipped (docs/product.md, "Puzzles"). The shipped puzzles, the import script and the
// studio's import all read rows here. No field of the format holds a comma or a quote.

export type Puzzle = {
  _id: string
  /** The position before the opponent's move. */
  fen: string
  /** In UCI: the opponent's move, then the solver's and the replies in turn. */
  moves: string[]
  rating: number
  popularity: number
  plays: number
  themes: string[]
  openingTags: string[]
}

export const PUZZLE_SKIPS = {
  columns: 'a wrong number of columns',
  id: 'a bad puzzle id',
  fen: 'a bad FEN',
  moves: 'an illegal move',
  rating: 'a bad rating',
  themes: 'a theme the Lichess puzzle database does not have',
  openings: 'a bad opening tag',
} as const
export type PuzzleSkip = (typeof PUZZLE_SKIPS)[keyof typeof PUZZLE_SKIPS]

const UCI = /^[a-h][1-8][a-h][1-8][qrbn]?$/
const whole = (text: string | undefined) => (/^-?\d{1,7}$/.test(text ?? '') ? Number(text) : NaN)
const words = (text: string | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean)

/** Whether each move of `moves` is legal in turn from `fen`. */
function playable(fen: string, moves: string[]): boolean {
  const chess = new Chess(fen)
  return moves.every((move) => UCI.test(move) && playUci(chess, move) !== null)
}

/** One line of the file (its header is the caller's to skip). */
export function readPuzzleRow(line: string): { puzzle: Puzzle } | { skipped: PuzzleSkip } {
  const cells = line.replace(/\r$/, '').split(',')
  if (cells.length !== 10 && cells.length !== 11) return { skipped: PUZZLE_SKIPS.columns }
  const [id, fen, moves, rating, , popularity, plays, themes, , openings] = cells
  if (!/^[A-Za-z0-9]{1,12}$/.test(id ?? '')) return { skipped: PUZZLE_SKIPS.id }
  if (!fen || fen.length > 100 || !isLegalPosition(fen)) return { skipped: PUZZLE_SKIPS.fen }
  const played = words(moves)
  // The opponent's move, then the solver's and the replies: the solver has the last word.
  if (played.length < 2 || played.length > 40 || played.length % 2 !== 0 || !playable(fen, played))
    return { skipped: PUZZLE_SKIPS.moves }
  const score = whole(rating)
  if (!(score >= 0 && score <= 4000)) return { skipped: PUZZLE_SKIPS.rating }
  // Once each: a theme is counted once per puzzle (its counts, its index rows).
  const themeIds = [...new Set(words(themes))]
  if (themeIds.length > 30 || !themeIds.every(isLichessTheme))
    return { skipped: PUZZLE_SKIPS.themes }
  // As the API takes an opening in a filter: letters, digits, _ and -, 80 at most, 10 at most.
  const openingTags = words(openings)
  if (openingTags.length > 10 || !openingTags.every(isOpeningTag))
    return { skipped: PUZZLE_SKIPS.openings }
  return {
    puzzle: {
      _id: id!,
      fen: fen.trim(),
      moves: played,
      rating: score,
      popularity: whole(popularity) || 0,
      plays: whole(plays) || 0,
      themes: themeIds,
      openingTags,
    },
  }
}
