import * as z from 'zod/mini'
import { ANNOTATIONS, LESSON_LIMITS, type Annotation } from './lesson-limits'

// A lesson: a video's moves, in step with it (docs/product.md, "Lessons"). Its shape is
// declared here once; the page takes the types only (zod stays off its first visit).

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

const seconds = z.number().check(z.gte(0), z.lte(86_400))

// A getter lets the schema name itself: variations hold moves that hold variations.
export const LessonMoveSchema: z.ZodMiniType<LessonMove> = z.object({
  san: z.string().check(z.minLength(1), z.maxLength(12)),
  timeSeconds: z.optional(seconds),
  comment: z.optional(
    z
      .string()
      .check(z.maxLength(LESSON_LIMITS.comment, 'A comment can have at most 2,000 characters.')),
  ),
  nags: z.optional(z.array(z.enum(ANNOTATIONS)).check(z.maxLength(ANNOTATIONS.length))),
  get variations() {
    return z.optional(z.array(z.array(LessonMoveSchema)))
  },
})

export const LessonGameSchema = z.object({
  startFen: z.optional(z.string().check(z.maxLength(100))),
  headers: z._default(z.record(z.string(), z.string().check(z.maxLength(255))), {}),
  moves: z.array(LessonMoveSchema),
})

/** An opening's ECO code and name ("Every position has its name", shared/opening-names.ts). */
export const OpeningSchema = z.object({ eco: z.string(), name: z.string() })

/**
 * A lesson as the API answers it: its moves checked, the main line's plies counted, and its
 * opening, that of the last named position of its main line (stored null when it has none).
 */
export const LessonSchema = z.extend(LessonGameSchema, {
  videoId: z.string(),
  plyCount: z.number(),
  updatedAt: z.string(),
  opening: z.optional(z.nullable(OpeningSchema)),
})
export type Lesson = z.infer<typeof LessonSchema>
