import { Chess } from 'chess.js'
import type { GameResult, GameTermination } from './games'
import type { Score } from './uci'

// How the rules of chess end a game (docs/product.md, "Play it out against the engine"), read the
// same way by the page that plays it and by the back end that keeps it.

/** The endings the board shows; resignation and agreement are the players'. */
export type BoardEnding = Exclude<GameTermination, 'resignation' | 'agreement'>

export const DRAWN: GameResult = '1/2-1/2'

/**
 * Whether the position shows each ending, in the order one is named when several hold (a mate
 * before a repetition that reached it).
 */
export const SHOWS_ENDING: Record<BoardEnding, (board: Chess) => boolean> = {
  checkmate: (board) => board.isCheckmate(),
  stalemate: (board) => board.isStalemate(),
  'insufficient-material': (board) => board.isInsufficientMaterial(),
  repetition: (board) => board.isThreefoldRepetition(),
  'fifty-moves': (board) => board.isDrawByFiftyMoves(),
}

/** What the rules end the game by in this position, if anything. */
export const endingOnBoard = (board: Chess): BoardEnding | null =>
  (Object.keys(SHOWS_ENDING) as BoardEnding[]).find((ending) => SHOWS_ENDING[ending](board)) ?? null

/** The result an ending on the board gives: a mate loses for the side to move, the rest draw. */
export const resultOfEnding = (ending: BoardEnding, toMove: 'w' | 'b'): GameResult =>
  ending === 'checkmate' ? (toMove === 'w' ? '0-1' : '1-0') : DRAWN

/** How a game ended: its result and the way it ended. */
export type GameEnding = { result: GameResult; termination: GameTermination }

/**
 * The ending the board shows after `moves` from `startFen` (replayed, so that a repetition is
 * seen), or null while the game goes on. Throws on a move that is not legal there.
 */
export function endingAfter(startFen: string, moves: readonly string[]): GameEnding | null {
  const board = new Chess(startFen)
  for (const move of moves) board.move(move)
  const ending = endingOnBoard(board)
  return ending && { result: resultOfEnding(ending, board.turn()), termination: ending }
}

/**
 * The engine takes a draw offered when its search of the position finds it level: within a
 * quarter of a pawn, and no mate (docs/engine.md, "Levels").
 */
export const DRAW_ACCEPTED_WITHIN_CP = 25

export const acceptsDraw = (score: Score): boolean =>
  'cp' in score && Math.abs(score.cp) <= DRAW_ACCEPTED_WITHIN_CP
