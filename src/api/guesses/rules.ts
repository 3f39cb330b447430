import type { GuessRound, GuessScores, NewGuessRound } from '@/shared/guess-rounds'
import { guessesFor, guessSteps, judgeGuess } from '@/shared/lesson-guess'
import type { LessonGame } from '@/shared/lesson'
import { requireUser } from '../auth/require-user'
import { messages } from '../messages'
import { DomainError, invalid, notFound } from '../refusals'
import type { Store, StoreTx } from '../store/port'
import { inSlices } from '../in-slices'
import { atOnce, type InSteps } from '@/shared/in-steps'
import { replayInSteps } from '@/shared/lesson-replay'
import type { Search } from '@/shared/engine-judge'
import { goodness } from '../verdicts/rules'

// "Guess the moves while you watch" (docs/product.md): the back end judges every guess from the
// lesson itself, never from what the page says of it, so a score can be trusted (by a coach).

/** The better of two rounds: more guessed right, then fewer guesses for as many; else the first. */
const better = (kept: GuessRound | undefined, round: GuessRound) =>
  !kept || round.right > kept.right || (round.right === kept.right && round.total < kept.total)
    ? round
    : kept

/**
 * Each guess judged against the lesson's main line; a guess that cannot be judged is refused. A
 * step a guess, after the lesson's replay (its own steps, none when the lesson was replayed
 * before): linear in the round and the lesson, never a board per guess but for a miss.
 */
export function* judgeRound(
  lesson: LessonGame,
  round: NewGuessRound,
  at: string,
): InSteps<GuessRound> {
  yield* replayInSteps(lesson)
  const steps = guessSteps(lesson)
  const seen = new Set<number>()
  let right = 0
  const missed: GuessRound['missed'] = []
  for (const { ply, played } of round.guesses) {
    const step = steps[ply - 1]
    if (!step) throw invalid(messages.guessPlyMissing(ply, steps.length))
    if (!guessesFor(round.side, step.color))
      throw invalid(messages.guessWrongSide(ply, step.color, round.side))
    if (seen.has(ply)) throw invalid(messages.guessTwice(ply))
    seen.add(ply)
    const judged = judgeGuess(step, played)
    if (!judged) throw invalid(messages.guessIllegal(played.trim(), ply))
    if (judged.outcome === 'missed')
      missed.push({ ply, fen: step.fen, played: judged.san, expected: step.san })
    else right++
    yield
  }
  return { side: round.side, right, total: round.guesses.length, missed, goodByEngine: [], at }
}

const guessKey = ({ fen, played }: { fen: string; played: string }) => `${fen} ${played}`

/**
 * The misses the engine judges good (docs/product.md, "The engine's judgement in training"), by
 * this back end's judge: its engine on a server, what it has kept in the browser. Asked before the
 * unit of work opens (the engine's queue is shared by every learner). When the engine is too busy
 * to judge them now, the misses stay misses, as the page said them when its own question was
 * refused: a round is never lost to the engine's queue.
 */
async function goodByEngine(
  store: Store,
  engine: Search | undefined,
  round: GuessRound,
): Promise<Set<string>> {
  const judged = await goodness(
    store,
    engine,
    round.missed.map(({ fen, played }) => ({ fen, move: played })),
  ).catch((error: unknown) => {
    if (error instanceof DomainError && error.refusal === 'too-many') return []
    throw error
  })
  return new Set(round.missed.filter((_, index) => judged[index]).map(guessKey))
}

/** The round with the misses the engine judged good counted right, as "Good too (engine)". */
const withGoodByEngine = (round: GuessRound, good: Set<string>): GuessRound => {
  const judgedGood = round.missed.filter((miss) => good.has(guessKey(miss)))
  if (judgedGood.length === 0) return round
  return {
    ...round,
    right: round.right + judgedGood.length,
    missed: round.missed.filter((miss) => !good.has(guessKey(miss))),
    goodByEngine: judgedGood,
  }
}

async function lessonOf(tx: StoreTx, videoId: string) {
  const lesson = await tx.lesson(videoId)
  if (!lesson) throw notFound(messages.noLesson)
  return lesson
}

/**
 * A round counts for each "Guess the moves" of this lesson and side assigned to the learner's
 * classes: each keeps the best round since it was assigned, for the coach (api/classes/homework.ts).
 */
async function keepForHomework(tx: StoreTx, userId: string, videoId: string, round: GuessRound) {
  for (const assignmentId of await tx.guessAssignmentsOf(userId, videoId, round.side)) {
    const kept = (await tx.assignmentRound(assignmentId, userId))?.round
    if (better(kept, round) !== kept) await tx.saveAssignmentRound({ assignmentId, userId, round })
  }
}

export const userGuesses = (
  store: Store,
  { engine, clock = () => new Date() }: { engine?: Search; clock?: () => Date } = {},
) => ({
  read: (userId: string, videoId: string): Promise<GuessScores> =>
    store.read(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      await lessonOf(tx, videoId)
      const record = await tx.guessRecord(userId, videoId)
      return { best: record?.best ?? null, last: record?.last ?? null }
    }),

  /**
   * The round is judged before the unit of work opens, in slices (../in-slices.ts); the
   * unit judges it again, at once, only if a curator saved the lesson meanwhile.
   */
  async save(userId: string, videoId: string, round: NewGuessRound): Promise<GuessScores> {
    const at = clock().toISOString()
    const lesson = await store.read(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      return lessonOf(tx, videoId)
    })
    const judged = await inSlices(judgeRound(lesson, round, at))
    const good = await goodByEngine(store, engine, judged)
    return store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const now = await lessonOf(tx, videoId)
      const last = withGoodByEngine(
        now.updatedAt === lesson.updatedAt ? judged : atOnce(judgeRound(now, round, at)),
        good,
      )
      const best = better((await tx.guessRecord(userId, videoId))?.best, last)
      await tx.saveGuessRecord({ userId, videoId, best, last })
      await keepForHomework(tx, userId, videoId, last)
      return { best, last }
    })
  },
})
