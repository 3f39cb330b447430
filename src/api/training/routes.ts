import { trainingContract } from './contract'
import { defineRoutes, param, route } from '../http/define'
import { lessonDrills } from './rules'

/** Drills made from a video's lesson (docs/api.md, "Drills", "Lesson training"). */
export const trainingRoutes = defineRoutes([
  route(trainingContract.train, async (c, { side }) => {
    const userId = c.get('userId')
    const drills = await c.get('oneAtATime')(userId, () =>
      lessonDrills(c.get('store')).train(userId, param(c, 'videoId'), side),
    )
    return c.json({ drills }, 201)
  }),
  route(trainingContract.stopTraining, async (c) => {
    const drills = await lessonDrills(c.get('store')).stop(c.get('userId'), param(c, 'videoId'))
    return c.json({ drills }, 200)
  }),
  route(trainingContract.update, async (c) => {
    const userId = c.get('userId')
    const drills = await c.get('oneAtATime')(userId, () =>
      lessonDrills(c.get('store')).update(userId, param(c, 'videoId')),
    )
    return c.json({ drills }, 200)
  }),
  route(trainingContract.drillMisses, async (c) => {
    const userId = c.get('userId')
    const drills = await c.get('oneAtATime')(userId, () =>
      lessonDrills(c.get('store')).missed(userId, param(c, 'videoId')),
    )
    return c.json({ drills }, 201)
  }),
])
