import * as z from 'zod/mini'
import { GuessScoresSchema, guessMessages, NewGuessRoundSchema } from '@/shared/guess-rounds'
import { ACCOUNT_BUSY } from '../http/one-at-a-time'
import { endpoints } from '../http/endpoint'

const lessonParams = { videoId: 'Eas20kFpAYw' }

export const GuessRoundBodySchema = z.object(
  { round: NewGuessRoundSchema },
  guessMessages.roundInvalid,
)

/** What the guesses endpoints answer (docs/api.md). */
export const guessAnswers = {
  guessScores: GuessScoresSchema,
}

/**
 * The guesses endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const guessContract = endpoints({
  rounds: {
    method: 'GET',
    path: '/user/lessons/:videoId/guesses',
    tag: 'Lessons',
    summary: 'Your best and last round of guessing this lesson, each null before the first',
    params: lessonParams,
    responses: {
      200: ['{best, last}', guessAnswers.guessScores],
      404: 'This video has no lesson yet',
    },
  },
  submitRound: {
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
      201: ['{best, last}', guessAnswers.guessScores],
      400: "A ply not of the lesson's main line or of the side played, twice, or an illegal move",
      404: 'This video has no lesson yet',
      429: ACCOUNT_BUSY,
    },
  },
})
