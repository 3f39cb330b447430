import { useMemo, useState } from 'react'
import { useBoardController, useLearnerChanges, useShownOnBoard } from '@/lib/use-board-controller'
import { type BoardGame } from '@/shared/board-game'
import { firstPlyOf, lessonMoveLabel } from '@/shared/move-numbers'
import { START_FEN } from '@/shared/fen'
import { t } from '@/i18n/translate'
import type { LessonGame } from '@/shared/lesson'
import {
  guessesFor,
  guessSteps,
  judgeGuess,
  type GuessOutcome,
  type GuessStep,
} from '@/shared/lesson-guess'
import type { GuessSide } from '@/shared/lesson-limits'

/** A guess made: where, the move played (SAN) and what it was worth. */
export type MadeGuess = { ply: number; played: string; outcome: GuessOutcome }

/** Where a round is (the index of the step asked among the side's) and the guesses made. */
type Round = { at: number; made: MadeGuess[] }
const START: Round = { at: 0, made: [] }

/** What the learner is told of a guess (docs/product.md, "Guess the moves while you watch"). */
export function outcomeText(outcome: GuessOutcome, label: string, comment?: string): string {
  if (outcome === 'right') return t('Correct! {move} was played.', { move: label })
  if (outcome === 'also good') return t('Also good! The lesson played {move}.', { move: label })
  return [t('The lesson played {move}.', { move: label }), comment].filter(Boolean).join(' ')
}

/**
 * One round of "Guess the moves" over a lesson's main line, for one side or both: the step
 * asked, the board's game for it (the position before the move; after the guess, the lesson's
 * move and the other side's reply), and each guess judged at once by the same rules the back end
 * keeps the score by (shared/lesson-guess.ts). The side stays the same for a round's life: the
 * board, in guess mode, is turned to it.
 */
export function useGuessRound(lesson: LessonGame, side: GuessSide) {
  const steps = useMemo(() => guessSteps(lesson), [lesson])
  const mine = useMemo(() => steps.filter((step) => guessesFor(side, step.color)), [steps, side])
  const [round, setRound] = useState<Round>(START)
  const step = mine[round.at]
  const made = round.made.find((guess) => guess.ply === step?.ply)

  const before = (ply: number) => steps.slice(0, ply - 1).map((at) => at.san)
  /**
   * The main line up to the step (its last move marked); once guessed, the lesson's move and the
   * reply after it; at the end, the whole line.
   */
  const game: BoardGame = {
    startFen: lesson.startFen ?? START_FEN,
    moves: !step
      ? steps.map((at) => at.san)
      : [...before(step.ply), ...(made ? [step.san, ...reply(steps, step, side)] : [])],
  }
  const board = useBoardController(game, {
    mode: 'guess',
    orientation: side === 'black' ? 'black' : 'white',
  })
  useLearnerChanges(board, ({ kind, game: played }) => {
    if (kind !== 'move' || !step || made || played.moves.length !== step.ply) return
    const judged = judgeGuess(step, played.moves.at(-1)!)
    if (!judged) return
    const guess = { ply: step.ply, played: judged.san, outcome: judged.outcome }
    setRound({ ...round, made: [...round.made, guess] })
  })
  const over = step === undefined
  useShownOnBoard(board, game, { locked: Boolean(made) || over })
  const firstPly = firstPlyOf(lesson.startFen)
  return {
    step,
    /** The lesson's move at a step as its move list writes it ("14. f4"). */
    label: (at: GuessStep) => lessonMoveLabel(firstPly + at.ply - 1, at.san),
    made,
    board,
    /** The guesses made so far and how many were right ("Guessed 2 of 3"). */
    right: round.made.filter((guess) => guess.outcome !== 'missed').length,
    guesses: round.made,
    over,
    next: () => setRound({ ...round, at: round.at + 1 }),
    again: () => setRound(START),
  }
}

/** The other side's reply after the step, when the learner does not guess it too. */
function reply(steps: GuessStep[], step: GuessStep, side: GuessSide): string[] {
  const after = steps[step.ply]
  return after && !guessesFor(side, after.color) ? [after.san] : []
}
