import { verdictContract } from './contract'
import { defineRoutes, route } from '../http/define'
import { verdicts } from './rules'

/** The engine's judgement of a move (docs/api.md, "Verdicts"). */
export const verdictRoutes = defineRoutes([
  route(verdictContract.judge, async (c, { fen, move, searches }) => {
    const verdict = await verdicts(c.get('store'), c.get('engine'))(fen, move, searches)
    return c.json({ verdict }, 200)
  }),
])
