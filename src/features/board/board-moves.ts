import { Chess, type Move } from 'chess.js'
import { isLegalPosition } from '@/shared/chess-rules'
import { isFenLayout } from '@/shared/fen'
import { START_FEN, type BoardGame } from '@/shared/board-game'
import { t } from '@/i18n/translate'

/**
 * The rules behind every board (docs/product.md, "Rules that hold everywhere"): a game
 * (shared/board-game.ts) is replayed by chess.js (BSD-2).
 */
export type { BoardGame }

export { NEW_GAME, START_FEN } from '@/shared/board-game'
export { isLegalPosition }
export { spokenMove } from '@/i18n/spoken-move'

// Read when shown: in the page's language at that moment.
export const boardMessages = {
  get illegalMove() {
    return t('That move is not legal here.')
  },
  get unreadable() {
    return t('That is not a valid FEN or PGN.')
  },
  get illegalPosition() {
    return t('That is not a legal position.')
  },
}

/** A FEN or a PGN as a game (a PGN's moves from its start), or why it cannot be one. */
export function readGame(text: string): BoardGame | { error: string } {
  const given = text.trim()
  if (!given) return { error: boardMessages.unreadable }
  if (isFenLayout(given))
    return isLegalPosition(given)
      ? { startFen: given, moves: [] }
      : { error: boardMessages.illegalPosition }
  try {
    const chess = new Chess()
    chess.loadPgn(given)
    const startFen = chess.getHeaders().FEN ?? START_FEN
    if (!isLegalPosition(startFen)) return { error: boardMessages.illegalPosition }
    return { startFen, moves: chess.history() }
  } catch {
    return { error: boardMessages.unreadable }
  }
}

/** Whether a move from `from` to `to` needs a piece to promote to (a pawn to the last rank). */
export function isPromotion(chess: Chess, from: string, to: string): boolean {
  return chess
    .moves({ square: from as Move['from'], verbose: true })
    .some((move) => move.to === to && move.promotion !== undefined)
}

/** The squares the piece on `from` may move to (none for the side not to move, or no piece). */
export function targetsOf(chess: Chess, from: string): string[] {
  const moves = chess.moves({ square: from as Move['from'], verbose: true })
  return [...new Set(moves.map((move) => move.to))]
}
