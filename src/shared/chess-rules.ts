import { Chess, validateFen } from 'chess.js'
import { isFenLayout, START_FEN } from './fen.ts'

// The rules of chess that the page and the back end both apply (docs/product.md, "A board
// beside every video"), in chess.js (BSD-2). Import this only where a board or the API is: it
// loads chess.js.

/** Whether a FEN's layout and chess.js's checks pass: it can be read as a position. */
export const isReadablePosition = (fen: string): boolean =>
  isFenLayout(fen) && validateFen(fen.trim()).ok

/** Whether the side not to move is in check in a readable FEN: no game reaches that. */
export function otherSideInCheck(fen: string): boolean {
  const [placement, side] = fen.trim().split(/\s+/)
  const otherSide = `${placement} ${side === 'w' ? 'b' : 'w'} - - 0 1`
  return new Chess(otherSide, { skipValidation: true }).inCheck()
}

/**
 * Whether a FEN is a position that can stand on a board: its layout (one king each, no pawn on
 * the first or last rank), chess.js's checks, and the side not to move out of check.
 */
export const isLegalPosition = (fen: string): boolean =>
  isReadablePosition(fen) && !otherSideInCheck(fen)

const NULL_MOVE = '--'

/** Where moves led: the position reached and the moves in SAN as chess.js writes them. */
export type ReplayedMoves = { fen: string; moves: string[] }

/**
 * The moves played in turn from `startFen` (the initial position when not given), or null when
 * the start is not a legal position or a move is not legal when its turn comes. Moves may be
 * written loosely (`Ng1f3`, `e8Q`); the answer has them as SAN.
 */
export function replayMoves(moves: readonly string[], startFen = START_FEN): ReplayedMoves | null {
  if (!isLegalPosition(startFen)) return null
  const chess = new Chess(startFen.trim())
  try {
    // chess.js takes "--" as a null move (a pass): no move of a game, and no answer.
    for (const move of moves) if (chess.move(move).san === NULL_MOVE) return null
  } catch {
    return null
  }
  return { fen: chess.fen(), moves: chess.history() }
}

/**
 * The positions (FENs, as chess.js writes them) that moves already known to be legal go through
 * from `startFen`, the start first; chess.js throws on one that is not.
 */
export function positionsAlong(moves: readonly string[], startFen = START_FEN): string[] {
  const chess = new Chess(startFen.trim())
  const positions = [chess.fen()]
  for (const move of moves) {
    chess.move(move)
    positions.push(chess.fen())
  }
  return positions
}

/**
 * positionsAlong for moves stored before moves were checked (a note's, a drill's way to its
 * position): undefined when one is not legal, for the caller's own fallback.
 */
export function storedPositionsAlong(
  moves: readonly string[],
  startFen = START_FEN,
): string[] | undefined {
  try {
    return positionsAlong(moves, startFen)
  } catch {
    return undefined
  }
}

/** The part of a FEN that names a position: the pieces, the side to move and castling rights. */
const positionPart = (fen: string) => fen.trim().split(/\s+/).slice(0, 3).join(' ')

/** Whether two FENs are the same position, whatever their move counters say. */
export const samePosition = (a: string, b: string): boolean => positionPart(a) === positionPart(b)
