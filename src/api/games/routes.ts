import { gameContract } from './contract'
import { defineRoutes, param, route } from '../http/define'
import { userGames } from './rules'

/** Games against the engine (docs/api.md, "Games"). */
export const gameRoutes = defineRoutes([
  route(gameContract.save, async (c, { game }) => {
    const kept = await userGames(c.get('store')).save(c.get('userId'), game, c.get('openingNames'))
    return c.json({ game: kept }, 201)
  }),
  route(gameContract.list, async (c, _body, { before }) =>
    c.json({ games: await userGames(c.get('store')).list(c.get('userId'), before) }, 200),
  ),
  route(gameContract.read, async (c) =>
    c.json(
      { game: await userGames(c.get('store')).read(c.get('userId'), param(c, 'gameId')) },
      200,
    ),
  ),
  route(gameContract.remove, async (c) => {
    await userGames(c.get('store')).delete(c.get('userId'), param(c, 'gameId'))
    return c.json({}, 200)
  }),
])
