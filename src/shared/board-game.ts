import type { Note, NewNote } from './entities'
import { START_FEN } from './fen'

// A board's game as screens hold it, and as notes and drills keep it, without chess.js: any
// feature may hold one (features/board draws and plays it).

/**
 * A game is the position its moves start from and the moves, in SAN (docs/product.md, "Rules
 * that hold everywhere").
 */
export type BoardGame = { startFen: string; moves: string[] }

export { START_FEN }
export const NEW_GAME: BoardGame = { startFen: START_FEN, moves: [] }

export type NotePosition = Pick<NewNote, 'fen' | 'startFen' | 'moves'>

/**
 * What a note keeps of a board (docs/product.md, "A board beside every video"): its moves and
 * where they start (the back end replays them and keeps the position they reach), a position
 * alone, or nothing when the board is at the initial position with no moves.
 */
export function notePositionOf({ startFen, moves }: BoardGame): NotePosition {
  const fromStart = startFen === START_FEN
  if (moves.length > 0) return { moves, ...(fromStart ? {} : { startFen }) }
  return fromStart ? {} : { fen: startFen }
}

/** A note's position as a game for the board, or null when the note has none. */
export function gameOfNote({ fen, startFen, moves }: Note): BoardGame | null {
  if (moves?.length) return { startFen: startFen ?? START_FEN, moves }
  return fen ? { startFen: fen, moves: [] } : null
}

/**
 * The ply of a game's first move from `startFen`, counted from White's first move of move 1
 * (0); a FEN without its side and move number: White, move 1.
 */
export function firstPlyOf(startFen: string | undefined) {
  const [, side = 'w', , , , fullMove = '1'] = (startFen ?? '').trim().split(/\s+/)
  return ((Number(fullMove) || 1) - 1) * 2 + (side === 'b' ? 1 : 0)
}

/** Where a ply stands on a score sheet: its move number and whether White plays it. */
export const movePlace = (ply: number) => ({
  number: Math.floor(ply / 2) + 1,
  white: ply % 2 === 0,
})

/** Where the move at `index` of a game from `startFen` stands on a score sheet. */
export const plyOf = (startFen: string | undefined, index: number) =>
  movePlace(firstPlyOf(startFen) + index)

/** "14. f5" or "13... Ng4": a move as a score sheet numbers it. */
export function lessonMoveLabel(ply: number, san: string) {
  const { number, white } = movePlace(ply)
  return white ? `${number}. ${san}` : `${number}... ${san}`
}
