import { Hono } from 'hono/tiny'
import { userNotes, userProgress } from '../domain/study'
import type { MockEnv } from '../env'
import { NoteBodySchema, ProgressBodySchema, readBody } from '../request-body'

/** Progress in videos and notes on them (docs/api.md, "Progress" and "Notes"). */
export const studyRoutes = new Hono<MockEnv>()
  .get('/user/progress', async (c) => {
    return c.json({ progress: await userProgress(c.var.store).readAll(c.var.userId) }, 200)
  })
  .put('/user/progress/:videoId', async (c) => {
    const seconds = await readBody(c, ProgressBodySchema)
    const progress = await userProgress(c.var.store).save(
      c.var.userId,
      c.req.param('videoId'),
      seconds,
    )
    return c.json({ progress }, 200)
  })
  .delete('/user/progress/:videoId', async (c) => {
    const progress = await userProgress(c.var.store).remove(c.var.userId, c.req.param('videoId'))
    return c.json({ progress }, 200)
  })
  .get('/user/notes/:videoId', async (c) => {
    const notes = await userNotes(c.var.store).read(c.var.userId, c.req.param('videoId'))
    return c.json({ notes }, 200)
  })
  .post('/user/notes/:videoId', async (c) => {
    const { note } = await readBody(c, NoteBodySchema)
    const notes = await userNotes(c.var.store).add(c.var.userId, c.req.param('videoId'), note)
    return c.json({ notes }, 201)
  })
  .delete('/user/notes/:videoId/:noteId', async (c) => {
    const { videoId, noteId } = c.req.param()
    const notes = await userNotes(c.var.store).remove(c.var.userId, videoId, noteId)
    return c.json({ notes }, 200)
  })
