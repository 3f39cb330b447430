import * as z from 'zod/mini'
import { ASSIGNMENT_KINDS } from '../entity-names'
import { GUESS_SIDES } from '../lesson-limits'
import { id } from './parts'
import { VideoSchema } from './videos'

// A coach's classes and their assignments (docs/api.md, "Classes").

/**
 * How far a student is in an assignment: of a playlist, its videos watched (90 %) and drills
 * reviewed; of a lesson's guessing, the best round's `right` of `total` (`done`: 1 once played);
 * of puzzles, `right` solved first try of `total` asked and `done` tried.
 */
export const AssignmentProgressSchema = z.object({
  total: z.number(),
  watched: z.optional(z.number()),
  drillsReviewed: z.optional(z.number()),
  right: z.optional(z.number()),
  /** Of a lesson's guesses counted right, those the engine judged good (docs/engine.md). */
  goodByEngine: z.optional(z.number()),
  done: z.optional(z.number()),
})
export type AssignmentProgress = z.infer<typeof AssignmentProgressSchema>

/**
 * An assignment of a class, due on a day (`YYYY-MM-DD`) or not: a playlist as it is now, a
 * lesson to guess as `side` (its video the one of `videos`), or `count` puzzles of any of
 * `themes` (every theme when none) and a difficulty (docs/product.md, "Homework that grades itself").
 */
export const AssignmentSchema = z.object({
  _id: id,
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  due: z.optional(z.string()),
  videos: z.array(VideoSchema),
  side: z.optional(z.enum(GUESS_SIDES)),
  themes: z.optional(z.array(z.string())),
  difficulty: z.optional(z.string()),
  count: z.optional(z.number()),
})
export type Assignment = z.infer<typeof AssignmentSchema>

/**
 * A class as its coach sees it (the code, the students) or as a student does (their own progress
 * in each assignment); docs/api.md, "Classes".
 */
export const ClassSchema = z.object({
  _id: id,
  name: z.string(),
  coachName: z.string(),
  role: z.enum(['coach', 'student']),
  code: z.optional(z.string()),
  students: z.optional(z.array(z.object({ _id: id, name: z.string() }))),
  assignments: z.array(
    z.extend(AssignmentSchema, { progress: z.optional(AssignmentProgressSchema) }),
  ),
})
export type ClassView = z.infer<typeof ClassSchema>

/** A class in the list of `GET /api/classes`: its code and size for its coach only. */
export const ClassSummarySchema = z.object({
  _id: id,
  name: z.string(),
  coachName: z.string(),
  role: z.enum(['coach', 'student']),
  code: z.optional(z.string()),
  studentCount: z.optional(z.number()),
  assignmentCount: z.optional(z.number()),
})
export type ClassSummary = z.infer<typeof ClassSummarySchema>

/** A student's assignment, across their classes, with their own progress. */
export const StudentAssignmentSchema = z.extend(AssignmentSchema, {
  classId: id,
  className: z.string(),
  progress: AssignmentProgressSchema,
})
export type StudentAssignment = z.infer<typeof StudentAssignmentSchema>

/** The coach's table: each student × each assignment. */
export const ClassProgressSchema = z.object({
  students: z.array(
    z.object({
      _id: id,
      name: z.string(),
      assignments: z.array(z.extend(AssignmentProgressSchema, { assignmentId: id })),
    }),
  ),
})
export type ClassProgress = z.infer<typeof ClassProgressSchema>
