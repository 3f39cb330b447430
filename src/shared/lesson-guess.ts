import { Chess } from 'chess.js'
import type { LessonGame, LessonMove } from './lesson'
import type { Annotation, GuessSide } from './lesson-limits'
import { replayLesson } from './lesson-replay'

// "Guess the moves while you watch" (docs/product.md): what a guess is worth, judged the same
// way by the page (at once, offline, logged out) and by the back end (the score it keeps).

export type GuessOutcome = 'right' | 'also good' | 'missed'

/** Annotations that make a variation's first move as good as the lesson's own. */
const GOOD: readonly Annotation[] = ['!', '!!', '!?']

/** Whether a move is marked `!`, `!!` or `!?`: good beside the lesson's own move. */
export const isGoodMove = (move: LessonMove | undefined) =>
  move?.nags?.some((nag) => GOOD.includes(nag)) ?? false

/** The first moves, in SAN, of the lines marked good among those that could replace a move. */
export const goodFirstMoves = (lines: LessonMove[][] | undefined) =>
  (lines ?? [])
    .map((line) => line[0])
    .filter(isGoodMove)
    .map((first) => first!.san)

/** A move of the lesson's main line, as a guess meets it; `ply` counts from 1 (1. d4 is 1). */
export type GuessStep = {
  ply: number
  /** The position the learner moves in. */
  fen: string
  /** The lesson's move, in chess.js's SAN. */
  san: string
  color: 'white' | 'black'
  /** First moves of variations marked good at this point: guessing one of them counts. */
  good: string[]
  comment?: string
  timeSeconds?: number
}

/**
 * The main line's moves, each with the position before it and its good alternatives, from the
 * lesson's replay (./lesson-replay.ts: once per lesson, not per round).
 */
export function guessSteps(lesson: LessonGame): GuessStep[] {
  const { before } = replayLesson(lesson)
  return lesson.moves.map((move, index) => {
    const fen = before.get(move)!
    return {
      ply: index + 1,
      fen,
      san: move.san,
      color: fen.split(' ')[1] === 'w' ? 'white' : 'black',
      good: goodFirstMoves(move.variations),
      ...(move.comment !== undefined && { comment: move.comment }),
      ...(move.timeSeconds !== undefined && { timeSeconds: move.timeSeconds }),
    }
  })
}

/** Whether `side` guesses the moves of this colour. */
export const guessesFor = (side: GuessSide, color: GuessStep['color']) =>
  side === 'both' || side === color

/**
 * A move played at a step, judged: the lesson's move is right; a good variation's first move is
 * also good; any other legal move is missed. Null when `played` is not a legal move there.
 */
export function judgeGuess(
  step: GuessStep,
  played: string,
): { outcome: GuessOutcome; san: string } | null {
  // The lesson's move and its good variations' are SAN as chess.js writes them: a guess written
  // the same is legal, and needs no board (a round of 1,000 guesses, docs/performance.md).
  const written = played.trim()
  if (written === step.san) return { outcome: 'right', san: written }
  if (step.good.includes(written)) return { outcome: 'also good', san: written }
  let san: string
  try {
    san = new Chess(step.fen).move(played.trim()).san
  } catch {
    return null
  }
  if (san === '--') return null
  if (san === step.san) return { outcome: 'right', san }
  return { outcome: step.good.includes(san) ? 'also good' : 'missed', san }
}
