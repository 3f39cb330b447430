import * as z from 'zod/mini'
import { LessonSchema, LessonGameSchema } from '@/shared/lesson'
import { answers } from '../http/answers'
import { messages } from '../messages'
import { endpoints } from '../http/endpoint'

const tag = 'Lessons'

const params = { videoId: 'Eas20kFpAYw' }

/** A lesson as moves, or as PGN (`[%vt 754]` times): one of the two. */
const LessonBodySchema = z
  .object({
    lesson: z.optional(LessonGameSchema),
    pgn: z.optional(z.string().check(z.maxLength(100_000))),
  })
  .check(
    z.refine(
      ({ lesson, pgn }) => (lesson === undefined) !== (pgn === undefined),
      messages.lessonBodyInvalid,
    ),
  )

/** What the lessons endpoints answer (docs/api.md). */
export const lessonAnswers = {
  lesson: z.object({ lesson: LessonSchema }),
  lessonMatches: z.object({
    matches: z.array(
      z.object({
        videoId: z.string(),
        title: z.string(),
        ply: z.number(),
        san: z.string(),
        timeSeconds: z.optional(z.number()),
      }),
    ),
  }),
  lessonSizes: z.object({
    lessons: z.array(z.object({ videoId: z.string(), plyCount: z.number() })),
  }),
}

/**
 * The lessons endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const lessonContract = endpoints({
  lesson: {
    method: 'GET',
    path: '/videos/:videoId/lesson',
    tag,
    summary: "A video's lesson: its move tree with video times (anyone)",
    params,
    responses: { 200: ['{lesson}', lessonAnswers.lesson], 404: 'This video has no lesson yet' },
  },
  positions: {
    method: 'GET',
    path: '/lessons/positions',
    tag,
    summary:
      'The lessons that reach a position (?fen=), transpositions included: each video, its title and the first move there (anyone)',
    query: z.object({ fen: z.optional(z.string()) }),
    responses: {
      200: ['{matches: [{videoId, title, ply, san, timeSeconds?}]}', lessonAnswers.lessonMatches],
      400: 'No fen, or not a legal position',
    },
  },
  list: {
    method: 'GET',
    path: '/catalogue/lessons',
    tag,
    summary: "Every lesson's video and main-line plies, for the studio (curators)",
    responses: { 200: ['{lessons}', lessonAnswers.lessonSizes], 403: 'Not a curator' },
  },
  save: {
    method: 'PUT',
    path: '/catalogue/videos/:videoId/lesson',
    tag,
    summary: "Save a video's lesson, as moves or as PGN (curators)",
    params,
    body: LessonBodySchema,
    example: { pgn: '[Event "Lesson"]\n\n1. d4 {[%vt 30]} d5 2. c4 *' },
    responses: {
      200: ['The lesson as stored', lessonAnswers.lesson],
      400: 'An illegal move (named), an unreadable PGN (where), or beyond the limits',
      403: 'Not a curator',
      404: 'No such video',
    },
  },
  remove: {
    method: 'DELETE',
    path: '/catalogue/videos/:videoId/lesson',
    tag,
    summary: "Delete a video's lesson (curators)",
    params,
    responses: { 200: ['Deleted', answers.done], 403: 'Not a curator', 404: 'No lesson' },
  },
})
