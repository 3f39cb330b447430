import { Hono } from 'hono/tiny'
import type { VideoListName } from '@/types/api'
import { userLists } from '../domain/lists'
import type { MockEnv } from '../env'
import { messages } from '../messages'
import { readBody, VideoBodySchema } from '../request-body'

type ListMessages = { read: string; add: string; remove: string }

/**
 * GET, POST and DELETE for one of the user's own lists. The response key is the list's name
 * (`{likes: [...]}`), and DELETE answers 200 with the list so callers can render it directly.
 */
export function userListRoutes(list: VideoListName, missingUser: ListMessages) {
  const request = (userId: string, message: string) => ({ userId, list, missingUser: message })
  return new Hono<MockEnv>()
    .get(`/user/${list}`, async (c) => {
      const videos = await userLists(c.var.store).read(request(c.var.userId, missingUser.read))
      return c.json({ [list]: videos }, 200)
    })
    .post(`/user/${list}`, async (c) => {
      const { video } = await readBody(c, VideoBodySchema)
      const videos = await userLists(c.var.store).add(
        request(c.var.userId, missingUser.add),
        video._id,
      )
      return c.json({ [list]: videos }, 201)
    })
    .delete(`/user/${list}/:videoId`, async (c) => {
      const videos = await userLists(c.var.store).remove(
        request(c.var.userId, missingUser.remove),
        c.req.param('videoId'),
      )
      return c.json({ [list]: videos }, 200)
    })
}

// Reads and adds answer "email not registered" for a user who is gone; deletes of likes and
// watch later answer "user does not exist", and history keeps the first message (docs/api.md).
export const readAndAddMessages = {
  read: messages.emailNotRegistered,
  add: messages.emailNotRegistered,
}
