import { Chess, type Move } from 'chess.js'

// How a puzzle is solved (docs/product.md, "Puzzles"): the opponent's move is played first, then
// the solver's moves must be the puzzle's, replies in between, except that any move giving
// checkmate is right. The back end judges attempts here; the page plays a puzzle by the same
// rules, so both agree.

/** A wrong move of an attempt: the position the solver moved in, theirs and the puzzle's (UCI). */
export type PuzzleMistake = { fen: string; played: string; expected: string }

/** A move written in UCI ("e2e4", "e7e8q") played on `chess`, or null when it is not legal. */
export function playUci(chess: Chess, uci: string): Move | null {
  try {
    return chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] })
  } catch {
    return null
  }
}

/**
 * A puzzle in SAN: the opponent's move (`opening`), the position the solver starts from (`fen`)
 * and the line from there (`solution`: the solver's moves and the replies in turn).
 */
export function puzzleLine(puzzle: { fen: string; moves: readonly string[] }) {
  const chess = new Chess(puzzle.fen)
  const [first, ...line] = puzzle.moves
  const opening = playUci(chess, first!)!.san
  const fen = chess.fen()
  const solution = line.map((uci) => playUci(chess, uci)!.san)
  return { opening, fen, solution }
}

/** Moves in SAN, legal in turn from `fen`, written in UCI (what an attempt sends). */
export function uciOf(fen: string, moves: readonly string[]): string[] {
  const chess = new Chess(fen)
  return moves.map((san) => chess.move(san).lan)
}

export type PuzzleVerdict =
  | { result: 'solved' }
  | { result: 'failed'; mistake?: PuzzleMistake }
  /** A move that is not legal when its turn comes (`at`: its index among the solver's moves). */
  | { refused: 'illegal'; at: number }
  /** Moves after the first wrong one, or beyond the solution's end. */
  | { refused: 'too-long' }

/** Whether a move is the puzzle's, or mates: right either way. */
const isRight = (played: Move, expected: string, chess: Chess) =>
  played.lan === expected || chess.isCheckmate()

/**
 * Judges the solver's moves (UCI, in order, up to the first wrong one) against the puzzle's. An
 * attempt that stops before the end without a wrong move gave up: failed, with no mistake.
 */
export function judgePuzzle(
  puzzle: { fen: string; moves: readonly string[] },
  attempt: readonly string[],
): PuzzleVerdict {
  const chess = new Chess(puzzle.fen)
  playUci(chess, puzzle.moves[0]!)
  const steps = puzzle.moves.length / 2
  for (const [index, uci] of attempt.entries()) {
    if (index >= steps) return { refused: 'too-long' }
    const fen = chess.fen()
    const expected = puzzle.moves[1 + 2 * index]!
    const played = playUci(chess, uci)
    if (!played) return { refused: 'illegal', at: index }
    if (!isRight(played, expected, chess)) {
      if (index < attempt.length - 1) return { refused: 'too-long' }
      return { result: 'failed', mistake: { fen, played: played.lan, expected } }
    }
    if (chess.isCheckmate() || index === steps - 1)
      return index < attempt.length - 1 ? { refused: 'too-long' } : { result: 'solved' }
    playUci(chess, puzzle.moves[2 + 2 * index]!)
  }
  return { result: 'failed' }
}

/** A stable, even spread of puzzles for "next": a 31-bit FNV-1a hash of the id. */
export function puzzleOrder(id: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) & 0x7fffffff
}
