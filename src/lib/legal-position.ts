import { Chess, validateFen } from 'chess.js'
import { isFenLayout } from '@/shared/fen'

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
 * Whether a FEN is a position that can stand on a board (docs/product.md, "A board beside every
 * video"): its layout (one king each, no pawn on the first or last rank), chess.js's checks, and
 * the side not to move out of check. Loads chess.js (BSD-2): import it where a board is.
 */
export const isLegalPosition = (fen: string): boolean =>
  isReadablePosition(fen) && !otherSideInCheck(fen)
