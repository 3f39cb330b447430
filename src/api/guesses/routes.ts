import { answers } from '../../shared/answers'
import { defineRoutes, param, route } from '../http/define'
import { GuessRoundBodySchema } from '../http/request-body'
import { ACCOUNT_BUSY } from '../http/one-at-a-time'
import { userGuesses } from './rules'

const lessonParams = { videoId: 'Eas20kFpAYw' }

/** Rounds of "Guess the moves" on a video's lesson (docs/api.md, "Guess rounds"). */
export const guessRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/user/lessons/:videoId/guesses',
      tag: 'Lessons',
      summary: 'Your best and last round of guessing this lesson, each null before the first',
      params: lessonParams,
      responses: {
        200: ['{best, last}', answers.guessScores],
        404: 'This video has no lesson yet',
      },
    },
    async (c) =>
      c.json(await userGuesses(c.get('store')).read(c.get('userId'), param(c, 'videoId')), 200),
  ),
  route(
    {
      method: 'POST',
      path: '/user/lessons/:videoId/guesses',
      tag: 'Lessons',
      summary: 'A round of guesses, judged here from the lesson; the answer has your best and it',
      params: lessonParams,
      body: GuessRoundBodySchema,
      example: {
        round: {
          side: 'black',
          guesses: [
            { ply: 2, played: 'd5' },
            { ply: 4, played: 'e6' },
          ],
        },
      },
      responses: {
        201: ['{best, last}', answers.guessScores],
        400: "A ply not of the lesson's main line or of the side played, twice, or an illegal move",
        404: 'This video has no lesson yet',
        429: ACCOUNT_BUSY,
      },
    },
    async (c, { round }) => {
      const userId = c.get('userId')
      const scores = await c.get('oneAtATime')(userId, () =>
        userGuesses(c.get('store')).save(userId, param(c, 'videoId'), round),
      )
      return c.json(scores, 201)
    },
  ),
])
