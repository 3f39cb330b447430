import * as z from 'zod/mini'

// The engine's judgement of one move on the wire (docs/api.md, "Verdicts"; docs/engine.md, "The
// judge"): what the page asks, the searches it may offer its own back end, and the verdict.

export const verdictMessages = {
  verdictInvalid:
    'Send {fen, move}: the position as FEN and a move in it, in SAN ("Nf3") or UCI ("g1f3").',
} as const

const { verdictInvalid } = verdictMessages

const ScoreSchema = z.union([
  z.object({ cp: z.number().check(z.int(), z.gte(-100_000), z.lte(100_000)) }),
  z.object({ mate: z.number().check(z.int(), z.gte(-500), z.lte(500)) }),
])

/** One search of a position as the judge makes it: its score (the side to move's) and line. */
export const SearchResultSchema = z.object({
  score: ScoreSchema,
  pv: z.array(z.string().check(z.regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/))).check(z.maxLength(256)),
})

/**
 * What the page may offer the in-browser back end (the learner's own, docs/decisions/039): its
 * own searches of the position, freely (`free`) and for the move alone (`alone`). A server never
 * reads them.
 */
export const OfferedSearchesSchema = z.object({
  free: SearchResultSchema,
  alone: z.optional(SearchResultSchema),
})
export type OfferedSearches = z.output<typeof OfferedSearchesSchema>

export const VerdictBodySchema = z.object(
  {
    fen: z
      .string(verdictInvalid)
      .check(z.minLength(10, verdictInvalid), z.maxLength(100, verdictInvalid)),
    move: z
      .string(verdictInvalid)
      .check(z.minLength(2, verdictInvalid), z.maxLength(12, verdictInvalid)),
    searches: z.optional(OfferedSearchesSchema),
  },
  verdictMessages.verdictInvalid,
)
export type VerdictBody = z.output<typeof VerdictBodySchema>

const JudgedMoveSchema = z.object({ uci: z.string(), san: z.string(), score: ScoreSchema })

export const VerdictSchema = z.object({
  good: z.boolean(),
  best: JudgedMoveSchema,
  played: z.extend(JudgedMoveSchema, { line: z.array(z.string()) }),
})

/**
 * The verdict, or null when this back end has no engine and no search of the position kept: the
 * page then offers its own (the in-browser back end only).
 */
export const VerdictAnswerSchema = z.object({ verdict: z.nullable(VerdictSchema) })
export type VerdictAnswer = z.output<typeof VerdictAnswerSchema>
