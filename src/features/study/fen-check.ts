import { isFenLayout } from '@/shared/fen'

/**
 * Whether a FEN is a position a game can reach the layout of: the shared layout check
 * (shared/fen.ts), then chess.js's, which also knows en passant and castling against the board.
 * chess.js (BSD-2) is loaded only when a note has a position to check.
 */
export async function isLegalFen(fen: string): Promise<boolean> {
  if (!isFenLayout(fen)) return false
  const { validateFen } = await import('chess.js')
  return validateFen(fen.trim()).ok
}
