import { useEffect, useMemo, useState } from 'react'
import { useBoardController, useLearnerChanges, useShownOnBoard } from '@/lib/use-board-controller'
import type { BoardGame } from '@/shared/board-game'
import { puzzleLine, uciOf } from '@/shared/puzzle-solving'
import type { PuzzleData } from './api'
import { askEngine, type JudgedMove } from '@/lib/engine-verdicts'

/**
 * Where a puzzle is: the opponent's move still to come, the learner playing, or over (solved,
 * failed, or its solution shown). `played`: the moves after the opponent's, replies included.
 */
type Attempt = {
  phase: 'opening' | 'playing' | 'solved' | 'failed' | 'shown'
  played: string[]
  /** After a miss, the engine's word on it (Lichess's rule stands: it explains, never forgives). */
  verdict?: JudgedMove
}

/** The opponent's move and each reply come after this pause (docs/product.md, "Puzzles"). */
export const PUZZLE_REPLY_MS = 500

const sideOf = (fen: string): 'white' | 'black' => (fen.split(' ')[1] === 'b' ? 'black' : 'white')

/**
 * One puzzle on its board (in puzzle mode, turned to the learner's side), played by the rules
 * the back end judges by (shared/puzzle-solving.ts):
 * a move is right when it is the puzzle's or gives mate. `onOver` gets the learner's moves in UCI
 * when the puzzle is solved or failed (the attempt to send), once per try.
 */
export function usePuzzleAttempt(
  puzzle: PuzzleData,
  onOver: (result: { solved: boolean; moves: string[] }) => void,
) {
  const line = useMemo(() => puzzleLine(puzzle), [puzzle])
  const [attempt, setAttempt] = useState<Attempt>({ phase: 'opening', played: [] })
  const board = useBoardController(
    { startFen: puzzle.fen, moves: [] },
    { mode: 'puzzle', orientation: sideOf(line.fen) },
  )

  const due =
    attempt.phase === 'opening' || (attempt.phase === 'playing' && attempt.played.length % 2 === 1)
  useEffect(() => {
    if (!due) return
    const timer = setTimeout(
      () =>
        setAttempt(({ phase, played }) =>
          phase === 'opening'
            ? { phase: 'playing', played }
            : { phase, played: [...played, line.solution[played.length]!] },
        ),
      PUZZLE_REPLY_MS,
    )
    return () => clearTimeout(timer)
  }, [due, line])

  const onMove = (game: BoardGame) => {
    if (attempt.phase !== 'playing' || game.moves.length !== attempt.played.length + 2) return
    const move = game.moves.at(-1)!
    const played = [...attempt.played, move]
    const solverMoves = uciOf(line.fen, played).filter((_, index) => index % 2 === 0)
    const right = move === line.solution[attempt.played.length] || move.endsWith('#')
    if (!right) {
      const failed: Attempt = { phase: 'failed', played }
      setAttempt(failed)
      onOver({ solved: false, moves: solverMoves })
      void askEngine({ startFen: puzzle.fen, moves: [line.opening, ...attempt.played] }, move).then(
        (verdict) => {
          if (verdict) setAttempt((now) => (now === failed ? { ...failed, verdict } : now))
        },
      )
      return
    }
    const solved = move.endsWith('#') || played.length >= line.solution.length
    setAttempt({ phase: solved ? 'solved' : 'playing', played })
    if (solved) onOver({ solved: true, moves: solverMoves })
  }

  useLearnerChanges(board, ({ kind, game }) => kind === 'move' && onMove(game))
  const { phase, played } = attempt
  const moves = phase === 'opening' ? [] : phase === 'shown' ? line.solution : played
  useShownOnBoard(
    board,
    { startFen: puzzle.fen, moves: phase === 'opening' ? [] : [line.opening, ...moves] },
    // Before the opponent's move the puzzle is not yet asked, but analysis would give it away.
    { locked: phase !== 'playing', answerDue: phase === 'opening' || phase === 'playing' },
  )
  return {
    board,
    phase,
    /** The side the learner plays: the one to move after the opponent's move. */
    side: sideOf(line.fen),
    /** The opponent's move that sets the puzzle (SAN). */
    opening: line.opening,
    /** The last reply, while the learner is to move again. */
    reply: phase === 'playing' && played.length > 0 ? played.at(-1) : undefined,
    solution: line.solution,
    verdict: attempt.verdict,
    /** Shows the position the miss was played in, then `moves` from it (its explanation's). */
    showFromMiss: (moves: string[]) =>
      board.show({
        startFen: puzzle.fen,
        moves: [line.opening, ...played.slice(0, -1), ...moves],
      }),
    retry: () => setAttempt({ phase: 'playing', played: [] }),
    showSolution: () => setAttempt({ phase: 'shown', played }),
  }
}
