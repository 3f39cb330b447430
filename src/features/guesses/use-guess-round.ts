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
import { askEngine, type JudgedMove } from '@/lib/engine-verdicts'

/** What a guess was worth: the lesson's rules first, then the engine's for a miss. */
export type MadeOutcome = GuessOutcome | 'good by engine'

/**
 * A guess made: where, the move played (SAN) and what it was worth; a miss is `judging` while
 * the engine is asked, and keeps the engine's `verdict` ("Learn from your mistakes").
 */
export type MadeGuess = {
  ply: number
  played: string
  outcome: MadeOutcome
  judging?: boolean
  verdict?: JudgedMove
}

/** Where a round is (the index of the step asked among the side's) and the guesses made. */
type Round = { at: number; made: MadeGuess[] }

/** What the learner is told of a guess (docs/product.md, "Guess the moves while you watch"). */
export function outcomeText(guess: MadeGuess, label: string, comment?: string): string {
  const { outcome } = guess
  if (outcome === 'right') return t('Correct! {move} was played.', { move: label })
  if (outcome === 'also good') return t('Also good! The lesson played {move}.', { move: label })
  if (outcome === 'good by engine')
    return t('Good too (engine)! The lesson played {move}.', { move: label })
  if (guess.judging)
    return t('The lesson played {move}. Asking the engine about yours…', { move: label })
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
  const [round, setRound] = useState<Round>({ at: 0, made: [] })
  const step = mine[round.at]
  const made = round.made.find((guess) => guess.ply === step?.ply)

  const before = (ply: number) => steps.slice(0, ply - 1).map((at) => at.san)
  /**
   * The main line up to the step (its last move marked); once guessed, the lesson's move and the
   * reply after it; at the end, the whole line.
   */
  const gameAt = (at: GuessStep | undefined, guessed: boolean): BoardGame => ({
    startFen: lesson.startFen ?? START_FEN,
    moves: !at
      ? steps.map((each) => each.san)
      : [...before(at.ply), ...(guessed ? [at.san, ...reply(steps, at, side)] : [])],
  })
  const game = gameAt(step, Boolean(made))
  /**
   * Goes to a step of the round: its position is shown even when it is the one on the board
   * already (after a mistake's line was looked at, the same moves as the step's would not be).
   */
  const goToStep = (at: number, made: MadeGuess[]) => {
    setRound({ at, made })
    board.show(gameAt(mine[at], false))
  }
  const board = useBoardController(game, {
    mode: 'guess',
    orientation: side === 'black' ? 'black' : 'white',
  })
  useLearnerChanges(board, ({ kind, game: played }) => {
    if (kind !== 'move' || !step || made || played.moves.length !== step.ply) return
    const judged = judgeGuess(step, played.moves.at(-1)!)
    if (!judged) return
    const missed = judged.outcome === 'missed'
    const guess: MadeGuess = {
      ply: step.ply,
      played: judged.san,
      outcome: judged.outcome,
      judging: missed,
    }
    setRound({ ...round, made: [...round.made, guess] })
    // A miss by the lesson's rules may be good by the engine's (docs/product.md): the back end
    // judges it, and judges the round again the same way when it is kept.
    if (missed)
      void askEngine({ startFen: step.fen, moves: [] }, judged.san).then((verdict) =>
        setRound((now) => ({
          ...now,
          made: now.made.map((made) => (made === guess ? engineJudged(made, verdict) : made)),
        })),
      )
  })
  const over = step === undefined
  useShownOnBoard(board, game, { locked: Boolean(made) || over })
  const firstPly = firstPlyOf(lesson.startFen)
  return {
    step,
    /** The lesson's move at a step as its move list writes it ("14. f4"). */
    label: (at: GuessStep) => lessonMoveLabel(firstPly + at.ply - 1, at.san),
    made,
    /** The step of a ply of the main line (a miss's position, for its explanation). */
    stepAt: (ply: number) => steps[ply - 1],
    /** Shows the position a step asked, then `moves` from it (a mistake's line, its best move). */
    showFrom: (ply: number, moves: string[]) =>
      board.show({ startFen: game.startFen, moves: [...before(ply), ...moves] }),
    board,
    /** The guesses made so far and how many were right ("Guessed 2 of 3"). */
    right: round.made.filter((guess) => guess.outcome !== 'missed').length,
    guesses: round.made,
    over,
    next: () => goToStep(round.at + 1, round.made),
    again: () => goToStep(0, []),
  }
}

const engineJudged = (guess: MadeGuess, verdict: JudgedMove | null): MadeGuess => ({
  ...guess,
  judging: false,
  outcome: verdict?.good ? 'good by engine' : 'missed',
  verdict: verdict ?? undefined,
})

/** The other side's reply after the step, when the learner does not guess it too. */
function reply(steps: GuessStep[], step: GuessStep, side: GuessSide): string[] {
  const after = steps[step.ply]
  return after && !guessesFor(side, after.color) ? [after.san] : []
}
