import { guessContract } from './contract'
import { defineRoutes, param, route } from '../http/define'
import { userGuesses } from './rules'

/** Rounds of "Guess the moves" on a video's lesson (docs/api.md, "Guess rounds"). */
export const guessRoutes = defineRoutes([
  route(guessContract.rounds, async (c) =>
    c.json(await userGuesses(c.get('store')).read(c.get('userId'), param(c, 'videoId')), 200),
  ),
  route(guessContract.submitRound, async (c, { round }) => {
    const userId = c.get('userId')
    const scores = await c.get('oneAtATime')(userId, () =>
      userGuesses(c.get('store'), { engine: c.get('engine') }).save(
        userId,
        param(c, 'videoId'),
        round,
      ),
    )
    return c.json(scores, 201)
  }),
])
