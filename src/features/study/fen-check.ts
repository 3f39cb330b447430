import { isFenLayout, FEN_INVALID } from '@/shared/fen'

/** What the page says of a legal layout whose side not to move is in check. */
export const POSITION_ILLEGAL = 'That is not a legal position.'

/**
 * Why a note's FEN cannot be saved, or null when it can: the shared layout check
 * (shared/fen.ts), then chess.js's (en passant, castling against the board), then the side not to
 * move out of check (shared/chess-rules.ts). chess.js is loaded only when a note has a position.
 */
export async function fenProblem(fen: string): Promise<string | null> {
  if (!isFenLayout(fen)) return FEN_INVALID
  const { isReadablePosition, otherSideInCheck } = await import('@/shared/chess-rules')
  if (!isReadablePosition(fen)) return FEN_INVALID
  return otherSideInCheck(fen) ? POSITION_ILLEGAL : null
}
