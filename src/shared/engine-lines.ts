import { Chess } from 'chess.js'
import { firstPlyOf, lessonMoveLabel, movePlace } from './move-numbers'
import { playUci } from './puzzle-solving'
import type { Score } from './uci'

// An engine's numbers as Gambit shows and judges them (docs/engine.md; docs/product.md, "An
// engine on every board" and "The engine's judgement in training"), the same on the page and
// on the server.

/** A score from the other side's view. */
export const turnedRound = (score: Score): Score =>
  'cp' in score ? { cp: -score.cp } : { mate: -score.mate }

/** A score from White's view (> 0: White is better, or mates), from the side to move's. */
export function whitesView(score: Score, fen: string): Score {
  const whiteToMove = fen.trim().split(/\s+/)[1] !== 'b'
  return whiteToMove ? score : turnedRound(score)
}

/** Lichess's winning chances from −1 to 1 for whoever the score is of; a mate counts as ±1. */
export function winningChances(score: Score): number {
  if ('mate' in score) return score.mate > 0 ? 1 : -1
  return 2 / (1 + Math.exp(-0.00368208 * score.cp)) - 1
}

/**
 * Whether a move is good by the engine: not an inaccuracy by Lichess's measure, the mover's
 * winning chances falling by less than 0.1 against the best move's. Both scores are from the
 * mover's view and from the same search (docs/engine.md says which).
 */
export const isGoodByEngine = (best: Score, played: Score): boolean =>
  winningChances(best) - winningChances(played) < 0.1

/** "+0.8", "−2.4" (a true minus sign), "0.0": centipawns in pawns, as a board says them. */
export function pawnsText(cp: number): string {
  const pawns = Math.round(cp / 10) / 10
  if (pawns === 0) return '0.0'
  return `${pawns > 0 ? '+' : '\u2212'}${Math.abs(pawns).toFixed(1)}`
}

/** An engine's line from `fen` in SAN, with each position it reaches; it stops at a bad move. */
export function sanLine(fen: string, uciMoves: readonly string[]) {
  const chess = new Chess(fen)
  const moves: { san: string; fen: string }[] = []
  for (const uci of uciMoves) {
    const played = playUci(chess, uci)
    if (!played) break
    moves.push({ san: played.san, fen: chess.fen() })
  }
  return moves
}

/** Each move of a line from `fen` as a score sheet writes it: "14. Nf6+", "Kh8", or "14... Qxd5" first. */
export function numberedMoves(fen: string, sans: readonly string[]): string[] {
  const start = firstPlyOf(fen)
  return sans.map((san, index) =>
    index === 0 || movePlace(start + index).white ? lessonMoveLabel(start + index, san) : san,
  )
}

/** A line's evaluation as a score sheet's margin says it: "+0.8", "#3", "#−2". */
export function scoreText(score: Score): string {
  if (!('mate' in score)) return pawnsText(score.cp)
  return score.mate < 0 ? `#\u2212${-score.mate}` : `#${score.mate}`
}

/** "14. Nf6+ Kh8 15. Qxd5", or "14... Qxd5 15. Nf6+" from Black's move: a line as a score sheet. */
export const numberedLine = (fen: string, sans: readonly string[]): string =>
  numberedMoves(fen, sans).join(' ')
