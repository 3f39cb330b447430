import { drillContract } from './contract'
import { userDrills } from './rules'
import { defineRoutes, param, route } from '../http/define'
import { utcOffset } from '../http/utc-offset'

/** Drills and their reviews (docs/api.md, "Drills"). */
export const drillRoutes = defineRoutes([
  route(drillContract.list, async (c, _body, query) => {
    const drills = await userDrills(c.get('store')).all(c.get('userId'), query.videoId)
    return c.json({ drills }, 200)
  }),
  route(drillContract.create, async (c, { drill }) => {
    // A puzzle made a drill waits for that puzzle only (../puzzles/shipped.ts).
    if (typeof drill.puzzleId === 'string') await c.get('puzzleStored')(drill.puzzleId)
    return c.json({ drills: await userDrills(c.get('store')).create(c.get('userId'), drill) }, 201)
  }),
  route(drillContract.due, async (c, _body, query) => {
    const offset = utcOffset(query.utcOffset)
    return c.json(await userDrills(c.get('store')).due(c.get('userId'), offset), 200)
  }),
  route(drillContract.review, async (c, { review }) => {
    const drills = userDrills(c.get('store'))
    const drill = await drills.review(c.get('userId'), param(c, 'drillId'), review.rating)
    return c.json({ drill }, 200)
  }),
  route(drillContract.edit, async (c, { alternatives }) => {
    const drills = userDrills(c.get('store'))
    const drill = await drills.accept(c.get('userId'), param(c, 'drillId'), alternatives)
    return c.json({ drill }, 200)
  }),
  route(drillContract.remove, async (c) => {
    const drills = await userDrills(c.get('store')).remove(c.get('userId'), param(c, 'drillId'))
    return c.json({ drills }, 200)
  }),
])
