import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { askEngine, type JudgedMove } from '@/lib/engine-verdicts'
import { t } from '@/i18n/translate'
import { useBoardController, useLearnerChanges, useShownOnBoard } from '@/lib/use-board-controller'
import { NEW_GAME, type BoardGame } from '@/shared/board-game'
import type { Drill } from '@/shared/entities'
import { isRightMove } from './review-queue'

/**
 * How far an answer to a drill has gone; `also` when it ended on a move the drill accepts
 * besides the answer's ("Also correct!", docs/product.md, "Drills that accept every good move").
 */
type Attempt = {
  played: string[]
  /**
   * A move not the answer's is `judging` while the engine is asked; `good by engine` when it
   * judges it good (docs/product.md, "The engine's judgement in training"): no miss, no rating.
   */
  outcome: DrillOutcome
  also?: boolean
  /** The missed move, accepted since ("Accept Bf4 too"). */
  accepted?: boolean
  /** The engine's word on a move not the answer's. */
  verdict?: JudgedMove
}

export type DrillOutcome = 'playing' | 'judging' | 'good by engine' | 'solved' | 'wrong'
const FRESH: Attempt = { played: [], outcome: 'playing' }
/** A reply is played after this pause, so that the learner sees their own move land. */
const REPLY_AFTER_MS = 600

/** What the learner is told after each move ("Correct!", or the answer they missed). */
function statusOf({ played, outcome, also, accepted }: Attempt, drill: Drill): string {
  if (accepted) return t('{move} is accepted from now on.', { move: played.at(-1)! })
  if (also) return t('Also correct!')
  const answer = drill.solution[played.length - 1]!
  if (outcome === 'judging') return t('Asking the engine about {move}…', { move: played.at(-1)! })
  if (outcome === 'good by engine')
    return t('Good move, but the line you train is {move}. Try again.', { move: answer })
  if (outcome === 'wrong') return t('Not quite. The answer was {move}.', { move: answer })
  if (played.length === 0) return ''
  if (outcome === 'playing' && played.length % 2 === 0)
    return t('Correct! The reply: {move}. Your move.', { move: played.at(-1)! })
  return t('Correct!')
}

/**
 * The moves on the board: after a miss, the answer in place of the learner's move (issue 35);
 * after a good move that is not the line's, the position before it, to try again.
 */
function shownMoves({ played, outcome }: Attempt, drill: Drill): string[] {
  if (outcome === 'good by engine') return played.slice(0, -1)
  if (outcome !== 'wrong') return played
  return [...played.slice(0, -1), drill.solution[played.length - 1]!]
}

const sideToMove = (fen: string) => (fen.split(' ')[1] === 'b' ? 'black' : 'white')

/**
 * One answer to a drill on its board (docs/product.md, "Drills"), checked as the learner plays:
 * the answer is in the drill, so feedback is instant. A right move is the answer's, or any
 * checkmate; the answer's reply is then played by itself. `onWrong` is told of a wrong move.
 * The board is in drill mode, turned to the side to move (docs/decisions/037-a-board-controller.md).
 */
export function useDrillAttempt(drill: Drill | undefined, onWrong?: (drill: Drill) => void) {
  const startOf = (asked: Drill | undefined) =>
    asked ? { startFen: asked.fen, moves: [] } : NEW_GAME
  const board = useBoardController(startOf(drill), {
    mode: 'drill',
    orientation: sideToMove(startOf(drill).startFen),
  })
  const [attempt, setAttempt] = useState<Attempt>(FRESH)
  const current = useRef(attempt)
  useLayoutEffect(() => {
    current.current = attempt
  })
  const [attemptOf, setAttemptOf] = useState(drill?._id)
  // A new drill starts a new attempt (state reset during render, as React advises).
  if (drill?._id !== attemptOf) {
    setAttemptOf(drill?._id)
    setAttempt(FRESH)
  }

  const replyDue =
    drill && attempt.outcome === 'playing' && attempt.played.length % 2 === 1
      ? drill.solution[attempt.played.length]
      : undefined
  useEffect(() => {
    if (!replyDue || !drill) return
    const timer = setTimeout(() => {
      setAttempt(({ played }) => {
        const next = [...played, replyDue]
        return {
          played: next,
          outcome: next.length >= drill.solution.length ? 'solved' : 'playing',
        }
      })
    }, REPLY_AFTER_MS)
    return () => clearTimeout(timer)
  }, [replyDue, drill])

  const onMove = (game: BoardGame) => {
    if (!drill || attempt.outcome !== 'playing') return
    if (game.moves.length !== attempt.played.length + 1) return
    const move = game.moves.at(-1)!
    const played = [...attempt.played, move]
    // An accepted alternative ends the line as right: the answer's moves after it no longer fit.
    if (drill.alternatives?.[attempt.played.length / 2]?.includes(move)) {
      setAttempt({ played, outcome: 'solved', also: true })
      return
    }
    if (!isRightMove(move, drill.solution[attempt.played.length])) {
      setAttempt({ played, outcome: 'judging' })
      void askEngine({ startFen: drill.fen, moves: attempt.played }, move).then((verdict) => {
        // Answered for an attempt since left (another drill, "Try again"): dropped.
        if (current.current.played !== played) return
        if (verdict?.good) return setAttempt({ played, outcome: 'good by engine', verdict })
        setAttempt({ played, outcome: 'wrong', verdict: verdict ?? undefined })
        onWrong?.(drill)
      })
      return
    }
    const over = move.endsWith('#') || played.length >= drill.solution.length
    setAttempt({ played, outcome: over ? 'solved' : 'playing' })
  }

  useLearnerChanges(board, ({ kind, game }) => kind === 'move' && onMove(game))
  // A miss: the board shows the answer in place of the learner's move, and points at it.
  useShownOnBoard(board, drill && { startFen: drill.fen, moves: shownMoves(attempt, drill) }, {
    locked: attempt.outcome !== 'playing',
    pointAtLastMove: attempt.outcome === 'wrong',
    // The question still waits while the engine is asked, and after a good move not the line's.
    answerDue: ['playing', 'judging', 'good by engine'].includes(attempt.outcome),
  })
  // Each drill, and each answer to it again, starts turned to the side to move.
  const [asked, setAsked] = useState(0)
  // By the drill's position, not its object: a drill read again (its accepted moves) keeps a
  // board the learner turned.
  const askedFen = drill?.fen
  useLayoutEffect(() => {
    if (askedFen) board.set({ orientation: sideToMove(askedFen) })
  }, [board, askedFen, drill?._id, asked])

  return {
    board,
    outcome: attempt.outcome,
    status: drill ? statusOf(attempt, drill) : '',
    restart: () => {
      setAttempt(FRESH)
      setAsked((count) => count + 1)
    },
    /** The engine's word on the learner's move, when it was not the answer's. */
    verdict: attempt.verdict,
    /** The position the learner's last move was played in. */
    before: drill && { startFen: drill.fen, moves: attempt.played.slice(0, -1) },
    /** After a good move not the line's: the same step again, from the position before it. */
    tryAgain: () =>
      setAttempt((now) =>
        now.outcome === 'good by engine'
          ? { played: now.played.slice(0, -1), outcome: 'playing' }
          : now,
      ),
    /** After a miss: the learner's move and its step, which "Accept Bf4 too" adds. */
    missed:
      attempt.outcome === 'wrong' || attempt.outcome === 'good by engine'
        ? { move: attempt.played.at(-1)!, step: (attempt.played.length - 1) / 2 }
        : undefined,
    /** The missed move counts from now on: the line ends as right, to be rated. */
    accept: () =>
      setAttempt((now) =>
        now.outcome === 'wrong' || now.outcome === 'good by engine'
          ? { ...now, outcome: 'solved', accepted: true }
          : now,
      ),
  }
}
