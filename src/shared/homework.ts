import { VerdictSchema } from './verdicts'
import * as z from 'zod/mini'
import { GUESS_SIDES } from './lesson-limits'
import { DIFFICULTIES, isThemeId, MAX_FILTER_THEMES, type Difficulty } from './puzzle-themes'

// Homework that grades itself (docs/product.md): the kinds of assignment and what a coach reads
// of each student's work in one.

export { ASSIGNMENT_KINDS, type AssignmentKind } from './entity-names'

/** How many puzzles an assignment may ask. */
export const PUZZLE_HOMEWORK = { min: 5, max: 50 } as const

export const homeworkMessages = {
  assignmentInvalid: `Send {assignment: {kind, …, due?}}: kind "playlist" with playlistId, "guess" with videoId and side ("white", "black" or "both"), or "puzzles" with themes (a list of theme ids, none for any), difficulty ("easier", "medium" or "harder"; optional) and count (${PUZZLE_HOMEWORK.min} to ${PUZZLE_HOMEWORK.max}).`,
  dueInvalid: 'due must be a day written YYYY-MM-DD.',
} as const

/** A real day of the calendar, written as `<input type="date">` writes it. */
const day = z
  .string(homeworkMessages.dueInvalid)
  .check(
    z.refine(
      (text) =>
        /^\d{4}-\d{2}-\d{2}$/.test(text) &&
        new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
      homeworkMessages.dueInvalid,
    ),
  )

const said = homeworkMessages.assignmentInvalid
const someId = z.string(said).check(z.minLength(1, said), z.maxLength(200, said))
const DIFFICULTY_IDS = Object.keys(DIFFICULTIES) as [Difficulty, ...Difficulty[]]

/**
 * What a coach assigns (docs/api.md, "Classes"): a playlist (`kind` may be left out, as before
 * homework), a lesson to guess as a side, or puzzles; each by a day or not.
 */
export const NewAssignmentSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.optional(z.literal('playlist')), playlistId: someId, due: z.optional(day) }),
    z.object({
      kind: z.literal('guess'),
      videoId: someId,
      side: z.enum(GUESS_SIDES, said),
      due: z.optional(day),
    }),
    z.object({
      kind: z.literal('puzzles'),
      themes: z
        .array(z.string(said).check(z.refine(isThemeId, said)), said)
        .check(z.maxLength(MAX_FILTER_THEMES, said)),
      difficulty: z.optional(z.enum(DIFFICULTY_IDS, said)),
      count: z
        .number(said)
        .check(z.int(said), z.gte(PUZZLE_HOMEWORK.min, said), z.lte(PUZZLE_HOMEWORK.max, said)),
      due: z.optional(day),
    }),
  ],
  said,
)
export type NewAssignment = z.output<typeof NewAssignmentSchema>

/** Right of total: guesses ("18 of 23 guessed"), puzzles solved first try, or videos watched. */
export const ScoreSchema = z.object({ right: z.number(), total: z.number() })

/**
 * A missed guess or a failed puzzle: the position the student had to move in, their move (none
 * when they asked for the solution) and the right one; SAN for a guess, UCI for a puzzle, as each
 * resource speaks.
 */
export const HomeworkMistakeSchema = z.object({
  fen: z.string(),
  played: z.string(),
  expected: z.string(),
  /**
   * The engine's word on the move played, when this back end has kept its searches (it judged
   * the miss when it was made): "+0.3 → −1.8", its line, the best move (docs/engine.md).
   */
  verdict: z.optional(VerdictSchema),
})
export type HomeworkMistake = z.infer<typeof HomeworkMistakeSchema>

/** One student's work in one assignment, as its coach reads it. */
export const StudentResultSchema = z.object({
  student: z.object({ _id: z.string(), name: z.string() }),
  score: ScoreSchema,
  /** Puzzles tried, rounds played or videos watched. */
  done: z.number(),
  mistakes: z.array(HomeworkMistakeSchema),
})
export type StudentResult = z.infer<typeof StudentResultSchema>

export const AssignmentResultsSchema = z.object({ results: z.array(StudentResultSchema) })
export type AssignmentResults = z.infer<typeof AssignmentResultsSchema>
