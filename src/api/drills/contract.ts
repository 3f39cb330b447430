import * as z from 'zod/mini'
import {
  DrillSchema,
  DueDrillSchema,
  DrillChangesSchema,
  NewDrillSchema,
  ReviewSchema,
} from '@/shared/entities'
import { UtcOffsetQuery } from '../http/utc-offset'
import { endpoints } from '../http/endpoint'

const drillParams = { drillId: '{{drillId}}' }

/** A drill of a note (its answer's moves) or of a puzzle (docs/api.md, "Drills"). */
export const DrillBodySchema = z.object({
  drill: z.union([
    z.object({ puzzleId: z.string().check(z.minLength(1), z.maxLength(40)) }),
    NewDrillSchema,
  ]),
})

export const DrillChangesBodySchema = DrillChangesSchema

export const ReviewBodySchema = z.object({ review: ReviewSchema })

/** What the drills endpoints answer (docs/api.md). */
export const drillAnswers = {
  drill: z.object({ drill: DrillSchema }),
  drills: z.object({ drills: z.array(DrillSchema) }),
  dueDrills: z.object({
    drills: z.array(DueDrillSchema),
    dueCount: z.number(),
    dueCountCapped: z.boolean(),
    nextDueAt: z.nullable(z.string()),
    streak: z.number(),
  }),
}

/**
 * The drills endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const drillContract = endpoints({
  list: {
    method: 'GET',
    path: '/user/drills',
    tag: 'Drills',
    summary: 'Your drills, soonest due first; ?videoId= for those on one video',
    query: z.object({ videoId: z.optional(z.string()) }),
    responses: { 200: ['{drills: [...]}', drillAnswers.drills] },
  },
  create: {
    method: 'POST',
    path: '/user/drills',
    tag: 'Drills',
    summary:
      "Make a drill of a note's position (the answer's moves, in turn from it) or of a puzzle ({puzzleId})",
    body: DrillBodySchema,
    example: { drill: { noteId: '{{noteId}}', solution: ['Nf3'] } },
    responses: {
      201: ['Your drills', drillAnswers.drills],
      400: 'A note without a position, or an answer that is not legal from it',
      404: 'No such note of yours, or no such puzzle',
      409: 'The note or puzzle has a drill already, or the account has 10,000',
    },
  },
  due: {
    method: 'GET',
    path: '/user/drills/due',
    tag: 'Drills',
    summary:
      'The drills due now (at most 10, most overdue first), how many (counted up to 1,000), when the next comes, and the streak (?utcOffset=minutes)',
    query: UtcOffsetQuery,
    responses: {
      200: ['{drills, dueCount, dueCountCapped, nextDueAt, streak}', drillAnswers.dueDrills],
    },
  },
  review: {
    method: 'POST',
    path: '/user/drills/:drillId/reviews',
    tag: 'Drills',
    summary: 'Rate a review: again, hard, good or easy; the answer says when it comes back',
    params: drillParams,
    body: ReviewBodySchema,
    example: { review: { rating: 'good' } },
    responses: {
      200: ['The drill with its new due time', drillAnswers.drill],
      400: 'Not one of the four ratings',
      404: 'No such drill of yours',
    },
  },
  edit: {
    method: 'PATCH',
    path: '/user/drills/:drillId',
    tag: 'Drills',
    summary: 'The other moves a drill accepts at each of your steps ("Accept Bf4 too")',
    params: drillParams,
    body: DrillChangesBodySchema,
    example: { alternatives: [['Bf4']] },
    responses: {
      200: ['The drill', drillAnswers.drill],
      400: 'A move that is not legal at its step, or more steps than the answer has',
      404: 'No such drill of yours',
    },
  },
  remove: {
    method: 'DELETE',
    path: '/user/drills/:drillId',
    tag: 'Drills',
    summary: 'Remove a drill (its note stays)',
    params: drillParams,
    responses: {
      200: ['Your remaining drills', drillAnswers.drills],
      404: 'No such drill of yours',
    },
  },
})
