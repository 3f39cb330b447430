import * as z from 'zod/mini'
import { inputMessages, MAX_ALTERNATIVES, MAX_SOLUTION_MOVES } from '../input-rules'
import { id, moveList, seconds } from './parts'

// Drills: a position and its answer, scheduled by FSRS (docs/api.md, "Drills"); what the page
// sends to make one, change it or rate it.

/** How a drill went, as the learner rates it (docs/product.md, "Drills"). */
export const RATINGS = ['again', 'hard', 'good', 'easy'] as const
export type Rating = (typeof RATINGS)[number]

/** Where a drill comes from (docs/api.md, "Drills"): a note, a lesson's line, or a puzzle. */
export const DrillSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), noteId: id }),
  // `line` for a line trained ("Train this lesson"); `ply` for a guess missed on the main line.
  z.object({
    kind: z.literal('lesson'),
    videoId: id,
    side: z.enum(['white', 'black']),
    line: z.optional(z.number()),
    ply: z.optional(z.number()),
  }),
  z.object({ kind: z.literal('puzzle'), puzzleId: id }),
])
export type DrillSource = z.infer<typeof DrillSourceSchema>

/**
 * A position from a note, a lesson's line or a puzzle, and its answer: the learner's moves
 * alternate with the replies. Its position, video, time and text are the note's when the drill
 * was made; `due` is when it comes back (scheduled by FSRS in the back end).
 */
export const DrillSchema = z.object({
  _id: id,
  /** The note of a drill made from one (as `source.noteId`). */
  noteId: z.optional(id),
  source: DrillSourceSchema,
  /** For each of the learner's steps, the other moves accepted there (SAN). */
  alternatives: z.optional(z.array(z.array(z.string()))),
  /** The video of the note or lesson; a puzzle's drill has none. */
  videoId: z.optional(id),
  timeSeconds: seconds,
  text: z.string(),
  fen: z.string(),
  solution: z.array(z.string()),
  due: z.string(),
  reps: z.number(),
  lapses: z.number(),
  lastReview: z.optional(z.string()),
  createdAt: z.string(),
})
export type Drill = z.infer<typeof DrillSchema>
/** FSRS's memory of a drill (api/drills/scheduler.ts), stored beside its schedule and in an export. */
export const CardStateSchema = z.object({
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  state: z.number(),
})
export type CardState = z.infer<typeof CardStateSchema>
/** A drill due now, with when it would come back after each rating. */
export const DueDrillSchema = z.extend(DrillSchema, {
  next: z.object({ again: z.string(), hard: z.string(), good: z.string(), easy: z.string() }),
})
export type DueDrill = z.infer<typeof DueDrillSchema>

/** "Save drill": a note with a position and the answer played from it (1 to 20 moves). */
const alternatives = z
  .array(
    moveList(inputMessages.alternativesInvalid, { min: 0, max: MAX_ALTERNATIVES }),
    inputMessages.alternativesInvalid,
  )
  .check(z.maxLength(MAX_SOLUTION_MOVES, inputMessages.alternativesInvalid))

export const NewDrillSchema = z.looseObject({
  noteId: z
    .string(inputMessages.drillNoteMissing)
    .check(z.minLength(1, inputMessages.drillNoteMissing)),
  solution: moveList(inputMessages.solutionInvalid, { min: 1, max: MAX_SOLUTION_MOVES }),
  alternatives: z.optional(alternatives),
})

export const DrillChangesSchema = z.object({ alternatives })
export type NewDrill = z.input<typeof NewDrillSchema>

export const ReviewSchema = z.looseObject({
  rating: z.enum(RATINGS, inputMessages.ratingInvalid),
})
