import { videoContract } from './contract'
import { notFound } from '../refusals'
import { messages } from '../messages'
import { defineRoutes, param, route } from '../http/define'

export const videoRoutes = defineRoutes([
  route(videoContract.videos, async (c) =>
    c.json({ videos: (await c.get('store').catalogue()).videos }, 200),
  ),
  route(videoContract.video, async (c) => {
    const video = (await c.get('store').catalogue()).video(param(c, 'videoId'))
    if (!video) throw notFound(messages.videoNotFound)
    return c.json({ video }, 200)
  }),
  route(videoContract.categories, async (c) =>
    c.json({ categories: (await c.get('store').catalogue()).categories }, 200),
  ),
  route(videoContract.category, async (c) => {
    const category = (await c.get('store').catalogue()).category(param(c, 'categoryId'))
    if (!category) throw notFound(messages.categoryNotFound)
    return c.json({ category }, 200)
  }),
])
