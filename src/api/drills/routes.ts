import * as z from 'zod/mini'
import { userDrills } from './rules'
import { DrillBodySchema, DrillChangesBodySchema, ReviewBodySchema } from '../http/request-body'
import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'
import { utcOffset, UtcOffsetQuery } from '../http/utc-offset'

const drillParams = { drillId: '{{drillId}}' }

/** Drills and their reviews (docs/api.md, "Drills"). */
export const drillRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/user/drills',
      tag: 'Drills',
      summary: 'Your drills, soonest due first; ?videoId= for those on one video',
      query: z.object({ videoId: z.optional(z.string()) }),
      responses: { 200: ['{drills: [...]}', answers.drills] },
    },
    async (c, _body, query) => {
      const drills = await userDrills(c.get('store')).all(c.get('userId'), query.videoId)
      return c.json({ drills }, 200)
    },
  ),
  route(
    {
      method: 'POST',
      path: '/user/drills',
      tag: 'Drills',
      summary:
        "Make a drill of a note's position (the answer's moves, in turn from it) or of a puzzle ({puzzleId})",
      body: DrillBodySchema,
      example: { drill: { noteId: '{{noteId}}', solution: ['Nf3'] } },
      responses: {
        201: ['Your drills', answers.drills],
        400: 'A note without a position, or an answer that is not legal from it',
        404: 'No such note of yours, or no such puzzle',
        409: 'The note or puzzle has a drill already, or the account has 10,000',
      },
    },
    async (c, { drill }) => {
      if (typeof drill.puzzleId === 'string') await c.get('puzzlesLoaded')()
      return c.json(
        { drills: await userDrills(c.get('store')).create(c.get('userId'), drill) },
        201,
      )
    },
  ),
  route(
    {
      method: 'GET',
      path: '/user/drills/due',
      tag: 'Drills',
      summary:
        'The drills due now (at most 10, most overdue first), how many (counted up to 1,000), when the next comes, and the streak (?utcOffset=minutes)',
      query: UtcOffsetQuery,
      responses: {
        200: ['{drills, dueCount, dueCountCapped, nextDueAt, streak}', answers.dueDrills],
      },
    },
    async (c, _body, query) => {
      const offset = utcOffset(query.utcOffset)
      return c.json(await userDrills(c.get('store')).due(c.get('userId'), offset), 200)
    },
  ),
  route(
    {
      method: 'POST',
      path: '/user/drills/:drillId/reviews',
      tag: 'Drills',
      summary: 'Rate a review: again, hard, good or easy; the answer says when it comes back',
      params: drillParams,
      body: ReviewBodySchema,
      example: { review: { rating: 'good' } },
      responses: {
        200: ['The drill with its new due time', answers.drill],
        400: 'Not one of the four ratings',
        404: 'No such drill of yours',
      },
    },
    async (c, { review }) => {
      const drills = userDrills(c.get('store'))
      const drill = await drills.review(c.get('userId'), param(c, 'drillId'), review.rating)
      return c.json({ drill }, 200)
    },
  ),
  route(
    {
      method: 'PATCH',
      path: '/user/drills/:drillId',
      tag: 'Drills',
      summary: 'The other moves a drill accepts at each of your steps ("Accept Bf4 too")',
      params: drillParams,
      body: DrillChangesBodySchema,
      example: { alternatives: [['Bf4']] },
      responses: {
        200: ['The drill', answers.drill],
        400: 'A move that is not legal at its step, or more steps than the answer has',
        404: 'No such drill of yours',
      },
    },
    async (c, { alternatives }) => {
      const drills = userDrills(c.get('store'))
      const drill = await drills.accept(c.get('userId'), param(c, 'drillId'), alternatives)
      return c.json({ drill }, 200)
    },
  ),
  route(
    {
      method: 'DELETE',
      path: '/user/drills/:drillId',
      tag: 'Drills',
      summary: 'Remove a drill (its note stays)',
      params: drillParams,
      responses: { 200: ['Your remaining drills', answers.drills], 404: 'No such drill of yours' },
    },
    async (c) => {
      const drills = await userDrills(c.get('store')).remove(c.get('userId'), param(c, 'drillId'))
      return c.json({ drills }, 200)
    },
  ),
])
