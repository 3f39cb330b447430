import { Hono } from 'hono/tiny'
import type { MockEnv } from '../app'

export const videoRoutes = new Hono<MockEnv>()
  .get('/videos', async (c) => c.json({ videos: await c.var.store.videos() }, 200))
  .get('/video/:videoId', async (c) =>
    c.json({ video: await c.var.store.video(c.req.param('videoId')) }, 200),
  )
  .get('/categories', async (c) => c.json({ categories: await c.var.store.categories() }, 200))
  .get('/categories/:categoryId', async (c) => {
    return c.json({ category: await c.var.store.category(c.req.param('categoryId')) }, 200)
  })
