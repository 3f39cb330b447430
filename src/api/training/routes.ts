import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'
import { TrainingBodySchema } from '../http/request-body'
import { ACCOUNT_BUSY } from '../http/one-at-a-time'
import { lessonDrills } from './rules'

const lessonParams = { videoId: 'Eas20kFpAYw' }
const lessonMissing = 'This video has no lesson yet'

/** Drills made from a video's lesson (docs/api.md, "Drills", "Lesson training"). */
export const trainingRoutes = defineRoutes([
  route(
    {
      method: 'POST',
      path: '/user/lessons/:videoId/training',
      tag: 'Drills',
      summary: 'Train this lesson as a side: a drill per line (cut at 20 moves); your drills',
      params: lessonParams,
      body: TrainingBodySchema,
      example: { side: 'black' },
      responses: {
        201: ['Your drills', answers.drills],
        400: 'Not "white" or "black", or no move of that side in the lesson',
        404: lessonMissing,
        409: 'You train this lesson as that side already, or the account has 10,000 drills',
        429: ACCOUNT_BUSY,
      },
    },
    async (c, { side }) => {
      const userId = c.get('userId')
      const drills = await c.get('oneAtATime')(userId, () =>
        lessonDrills(c.get('store')).train(userId, param(c, 'videoId'), side),
      )
      return c.json({ drills }, 201)
    },
  ),
  route(
    {
      method: 'DELETE',
      path: '/user/lessons/:videoId/training',
      tag: 'Drills',
      summary: 'Stop training this lesson: the drills of its lines go (either side); your drills',
      params: lessonParams,
      responses: { 200: ['Your drills', answers.drills], 404: 'You do not train this lesson' },
    },
    async (c) => {
      const drills = await lessonDrills(c.get('store')).stop(c.get('userId'), param(c, 'videoId'))
      return c.json({ drills }, 200)
    },
  ),
  route(
    {
      method: 'POST',
      path: '/user/lessons/:videoId/training/update',
      tag: 'Drills',
      summary:
        'After the lesson changed: its changed lines made anew, the others keep their schedule',
      params: lessonParams,
      responses: {
        200: ['Your drills', answers.drills],
        404: `${lessonMissing}, or you do not train it`,
        409: 'The account would have more than 10,000 drills',
        429: ACCOUNT_BUSY,
      },
    },
    async (c) => {
      const userId = c.get('userId')
      const drills = await c.get('oneAtATime')(userId, () =>
        lessonDrills(c.get('store')).update(userId, param(c, 'videoId')),
      )
      return c.json({ drills }, 200)
    },
  ),
  route(
    {
      method: 'POST',
      path: '/user/lessons/:videoId/guesses/drills',
      tag: 'Drills',
      summary:
        'Drill the ones I missed: a drill per position missed in your last round; your drills',
      params: lessonParams,
      responses: {
        201: ['Your drills', answers.drills],
        400: 'Your last round missed nothing (or there is none)',
        404: lessonMissing,
        409: 'The account would have more than 10,000 drills',
        429: ACCOUNT_BUSY,
      },
    },
    async (c) => {
      const userId = c.get('userId')
      const drills = await c.get('oneAtATime')(userId, () =>
        lessonDrills(c.get('store')).missed(userId, param(c, 'videoId')),
      )
      return c.json({ drills }, 201)
    },
  ),
])
