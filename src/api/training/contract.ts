import { drillAnswers } from '../drills/contract'
import * as z from 'zod/mini'
import { ACCOUNT_BUSY } from '../http/one-at-a-time'
import { endpoints } from '../http/endpoint'

const lessonParams = { videoId: 'Eas20kFpAYw' }

const lessonMissing = 'This video has no lesson yet'

export const TrainingBodySchema = z.object(
  { side: z.enum(['white', 'black']) },
  'Send {side: "white"} or {side: "black"}.',
)

/**
 * The training endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const trainingContract = endpoints({
  train: {
    method: 'POST',
    path: '/user/lessons/:videoId/training',
    tag: 'Drills',
    summary: 'Train this lesson as a side: a drill per line (cut at 20 moves); your drills',
    params: lessonParams,
    body: TrainingBodySchema,
    example: { side: 'black' },
    responses: {
      201: ['Your drills', drillAnswers.drills],
      400: 'Not "white" or "black", or no move of that side in the lesson',
      404: lessonMissing,
      409: 'You train this lesson as that side already, or the account has 10,000 drills',
      429: ACCOUNT_BUSY,
    },
  },
  stopTraining: {
    method: 'DELETE',
    path: '/user/lessons/:videoId/training',
    tag: 'Drills',
    summary: 'Stop training this lesson: the drills of its lines go (either side); your drills',
    params: lessonParams,
    responses: { 200: ['Your drills', drillAnswers.drills], 404: 'You do not train this lesson' },
  },
  update: {
    method: 'POST',
    path: '/user/lessons/:videoId/training/update',
    tag: 'Drills',
    summary:
      'After the lesson changed: its changed lines made anew, the others keep their schedule',
    params: lessonParams,
    responses: {
      200: ['Your drills', drillAnswers.drills],
      404: `${lessonMissing}, or you do not train it`,
      409: 'The account would have more than 10,000 drills',
      429: ACCOUNT_BUSY,
    },
  },
  drillMisses: {
    method: 'POST',
    path: '/user/lessons/:videoId/guesses/drills',
    tag: 'Drills',
    summary: 'Drill the ones I missed: a drill per position missed in your last round; your drills',
    params: lessonParams,
    responses: {
      201: ['Your drills', drillAnswers.drills],
      400: 'Your last round missed nothing (or there is none)',
      404: lessonMissing,
      409: 'The account would have more than 10,000 drills',
      429: ACCOUNT_BUSY,
    },
  },
})
