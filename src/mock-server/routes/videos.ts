import { Hono } from 'hono/tiny'
import type { MockEnv } from '../env'
import { HttpError } from '../http-error'
import { messages } from '../messages'

export const videoRoutes = new Hono<MockEnv>()
  .get('/videos', async (c) => c.json({ videos: (await c.var.store.catalogue()).videos }, 200))
  .get('/video/:videoId', async (c) => {
    const video = (await c.var.store.catalogue()).video(c.req.param('videoId'))
    if (!video) throw new HttpError(404, messages.videoNotFound)
    return c.json({ video }, 200)
  })
  .get('/categories', async (c) =>
    c.json({ categories: (await c.var.store.catalogue()).categories }, 200),
  )
  .get('/categories/:categoryId', async (c) => {
    const category = (await c.var.store.catalogue()).category(c.req.param('categoryId'))
    if (!category) throw new HttpError(404, messages.categoryNotFound)
    return c.json({ category }, 200)
  })
