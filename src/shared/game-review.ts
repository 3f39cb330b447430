import { Chess } from 'chess.js'
import { LINE_PLIES, type SearchResult, type Verdict } from './engine-judge'
import { sanLine, turnedRound, winningChances } from './engine-lines'
import { endingOnBoard } from './game-end'

// A game's engine review (docs/product.md, "Play it out against the engine"): each position of
// the game searched once as the judge searches (docs/engine.md), and each move judged by how far
// it drops the mover's winning chances, as Lichess counts: 0.1 an inaccuracy, 0.2 a mistake, 0.3
// a blunder.

export type MoveJudgement = 'inaccuracy' | 'mistake' | 'blunder'

/** Lichess's thresholds on the mover's winning chances (−1 to 1) lost by a move. */
export const judgementOf = (drop: number): MoveJudgement | null =>
  drop >= 0.3 ? 'blunder' : drop >= 0.2 ? 'mistake' : drop >= 0.1 ? 'inaccuracy' : null

export type JudgedMove = {
  /** The move's index in the game (0: the first). */
  index: number
  color: 'white' | 'black'
  /** The position it was played in. */
  fen: string
  judgement: MoveJudgement
  /** What "Learn from your mistakes" shows: the scores, the best move, what follows. */
  verdict: Verdict
}

/**
 * The game's judged moves, from one search of each of its positions (`searches[i]` of the
 * position before move i, and one more of the last position). A position the rules ended is
 * scored by them: a mate won, anything else level.
 */
export function reviewGame(
  startFen: string,
  moves: readonly string[],
  searches: readonly SearchResult[],
): JudgedMove[] {
  const board = new Chess(startFen)
  const judged: JudgedMove[] = []
  moves.forEach((san, index) => {
    const fen = board.fen()
    const color = board.turn() === 'w' ? 'white' : 'black'
    const played = board.move(san)
    const before = searches[index]
    const after = searches[index + 1]
    if (!before || !after) return
    const ending = endingOnBoard(board)
    // The mover's score after: the opponent's turned round, or what the rules ended it as.
    const afterScore = ending
      ? ending === 'checkmate'
        ? { mate: 1 }
        : { cp: 0 }
      : turnedRound(after.score)
    const judgement = judgementOf(winningChances(before.score) - winningChances(afterScore))
    if (!judgement) return
    const bestUci = before.pv[0] ?? played.lan
    const line = [played.lan, ...after.pv].slice(0, LINE_PLIES)
    judged.push({
      index,
      color,
      fen,
      judgement,
      verdict: {
        good: false,
        best: {
          uci: bestUci,
          san: sanLine(fen, [bestUci])[0]?.san ?? bestUci,
          score: before.score,
        },
        played: {
          uci: played.lan,
          san: played.san,
          score: afterScore,
          line: sanLine(fen, line).map((move) => move.san),
        },
      },
    })
  })
  return judged
}

/** Each side's inaccuracies, mistakes and blunders. */
export function reviewCounts(judged: readonly JudgedMove[], color: 'white' | 'black') {
  const count = (judgement: MoveJudgement) =>
    judged.filter((move) => move.color === color && move.judgement === judgement).length
  return {
    inaccuracies: count('inaccuracy'),
    mistakes: count('mistake'),
    blunders: count('blunder'),
  }
}
