import * as z from 'zod/mini'
import { ANNOTATIONS, lessonLimitProblem, type Annotation } from './lesson-limits'

// A lesson: a video's moves, in step with it (docs/product.md, "Lessons"). Its shape is
// declared here once; the page takes the types only (zod stays off its first visit). Its limits
// are one check, lessonLimitProblem (./lesson-limits.ts), which a save runs before the moves are
// replayed (./lesson-rules.ts) and the stored lesson's schema runs as it is read: what a write
// accepts, every read reads (docs/decisions/033-one-check-for-a-lesson.md).

/** One move: what comes after it is the next move of its line. */
export type LessonMove = {
  san: string
  /** When the video plays it, in seconds. */
  timeSeconds?: number
  comment?: string
  nags?: Annotation[]
  /** The lines that could replace this move, each a list of moves. */
  variations?: LessonMove[][]
}

/** A lesson as a curator sends it, and as PGN carries it. */
export type LessonGame = {
  startFen?: string
  headers: Record<string, string>
  moves: LessonMove[]
}

// A getter lets the schema name itself: variations hold moves that hold variations.
export const LessonMoveSchema: z.ZodMiniType<LessonMove> = z.object({
  san: z.string().check(z.minLength(1), z.maxLength(12)),
  timeSeconds: z.optional(z.number()),
  comment: z.optional(z.string()),
  nags: z.optional(z.array(z.enum(ANNOTATIONS))),
  get variations() {
    return z.optional(z.array(z.array(LessonMoveSchema)))
  },
})

/** A lesson's shape, as a curator sends it: its limits are checked with its moves (above). */
export const LessonGameSchema = z.object({
  startFen: z.optional(z.string().check(z.maxLength(100))),
  headers: z._default(z.record(z.string(), z.string()), {}),
  moves: z.array(LessonMoveSchema),
})

/** An opening's ECO code and name ("Every position has its name", shared/opening-names.ts). */
export const OpeningSchema = z.object({ eco: z.string(), name: z.string() })

/** A stored lesson's shape, whatever its limits (api/lessons/repair.ts reads one past them). */
export const LessonShapeSchema = z.extend(LessonGameSchema, {
  videoId: z.string(),
  plyCount: z.number(),
  updatedAt: z.string(),
  opening: z.optional(z.nullable(OpeningSchema)),
})

/**
 * A lesson as the API answers it and the stores read it: its moves checked, the main line's plies
 * counted, and its opening, that of the last named position of its main line (stored null when it
 * has none); within its limits.
 */
export const LessonSchema = LessonShapeSchema.check(
  z.refine((lesson) => lessonLimitProblem(lesson) === null, 'Beyond a lesson’s limits'),
)
export type Lesson = z.infer<typeof LessonSchema>
