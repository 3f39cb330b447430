import * as z from 'zod/mini'
import { puzzleMessages } from './messages'

// The puzzles' shapes, part of their contract (./contract.ts; docs/decisions/036): a puzzle as
// the Lichess database has it, an attempt as the page sends it, what the back end answers once it
// has judged it (shared/puzzle-solving.ts) and the records the stores keep (./records.ts reads
// them). The page takes its types from here through lib/api-client.ts, never the schemas.

export const PuzzleSchema = z.object({
  _id: z.string(),
  /** The position before the opponent's move. */
  fen: z.string(),
  /** In UCI: the opponent's move first, then the solver's and the replies in turn. */
  moves: z.array(z.string()),
  rating: z.number(),
  /** How Lichess's players voted it: from −100 (all disliked it) to 100 (all liked it). */
  popularity: z.number(),
  themes: z.array(z.string()),
  openingTags: z.array(z.string()),
})
export type PuzzleAnswer = z.infer<typeof PuzzleSchema>

/** The solver's moves only, up to the first wrong one (the back end judges them). */
export const NewPuzzleAttemptSchema = z.object(
  {
    moves: z
      .array(
        z
          .string(puzzleMessages.attemptInvalid)
          .check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, puzzleMessages.attemptInvalid)),
        puzzleMessages.attemptInvalid,
      )
      .check(z.maxLength(20, puzzleMessages.attemptInvalid)),
  },
  puzzleMessages.attemptInvalid,
)
export type NewPuzzleAttempt = z.output<typeof NewPuzzleAttemptSchema>

/** A learner's puzzles, in all and for each theme of the puzzles they tried. */
export const PuzzleStatsSchema = z.object({
  solved: z.number(),
  tried: z.number(),
  byTheme: z.array(
    z.object({ id: z.string(), name: z.string(), tried: z.number(), solvedFirstTry: z.number() }),
  ),
})
export type PuzzleStats = z.infer<typeof PuzzleStatsSchema>

/** A wrong move of an attempt: the position the solver moved in, theirs and the puzzle's (UCI). */
export const PuzzleMistakeSchema = z.object({
  fen: z.string(),
  played: z.string(),
  expected: z.string(),
})
export type PuzzleMistake = z.infer<typeof PuzzleMistakeSchema>

/**
 * A learner's record of a puzzle, as the export has it: its themes when first tried, the tries,
 * whether it was ever solved and solved first try, and the first try's wrong move.
 */
export const PuzzleAttemptSchema = z.object({
  puzzleId: z.string(),
  themes: z.array(z.string()),
  tries: z.number(),
  solved: z.boolean(),
  solvedFirstTry: z.boolean(),
  mistake: z.optional(PuzzleMistakeSchema),
  firstAt: z.string(),
  lastAt: z.string(),
})
