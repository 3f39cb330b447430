import * as z from 'zod/mini'
import { GUESS_SIDES, LESSON_LIMITS } from './lesson-limits'
import { thousands } from './thousands'

// A round of "Guess the moves" on the wire (docs/api.md, "Guess rounds"): what the page sends,
// and what the back end answers once it has judged every guess from the lesson.

export const guessMessages = {
  roundInvalid: `Send {round: {side, guesses: [{ply, played}]}}: side "white", "black" or "both", and 1 to ${thousands(LESSON_LIMITS.moves)} guesses, each a ply of the lesson's main line (1 is its first move) and the move played in SAN.`,
} as const

export const NewGuessRoundSchema = z.object(
  {
    side: z.enum(GUESS_SIDES, guessMessages.roundInvalid),
    guesses: z
      .array(
        z.object(
          {
            ply: z
              .number(guessMessages.roundInvalid)
              .check(
                z.int(guessMessages.roundInvalid),
                z.gte(1, guessMessages.roundInvalid),
                z.lte(LESSON_LIMITS.moves, guessMessages.roundInvalid),
              ),
            played: z
              .string(guessMessages.roundInvalid)
              .check(
                z.minLength(1, guessMessages.roundInvalid),
                z.maxLength(12, guessMessages.roundInvalid),
              ),
          },
          guessMessages.roundInvalid,
        ),
        guessMessages.roundInvalid,
      )
      .check(
        z.minLength(1, guessMessages.roundInvalid),
        z.maxLength(LESSON_LIMITS.moves, guessMessages.roundInvalid),
      ),
  },
  guessMessages.roundInvalid,
)
export type NewGuessRound = z.output<typeof NewGuessRoundSchema>

/** A guess that missed: where (`fen`, the position the learner moved in), theirs and the lesson's. */
export const MissedGuessSchema = z.object({
  ply: z.number(),
  fen: z.string(),
  played: z.string(),
  expected: z.string(),
})

export const GuessRoundSchema = z.object({
  side: z.enum(GUESS_SIDES),
  /** Guessed right: the lesson's move, a good variation's, or a move good by the engine. */
  right: z.number(),
  total: z.number(),
  missed: z.array(MissedGuessSchema),
  /**
   * The guesses neither the lesson's nor a variation's that the engine judged good ("Good too
   * (engine)", counted in `right`), judged by the back end (docs/engine.md): the same fields.
   */
  goodByEngine: z.array(MissedGuessSchema),
  at: z.string(),
})
export type GuessRound = z.infer<typeof GuessRoundSchema>

/** A learner's best round on a lesson and their last, each null before the first. */
export const GuessScoresSchema = z.object({
  best: z.nullable(GuessRoundSchema),
  last: z.nullable(GuessRoundSchema),
})
export type GuessScores = z.infer<typeof GuessScoresSchema>
