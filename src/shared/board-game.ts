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
