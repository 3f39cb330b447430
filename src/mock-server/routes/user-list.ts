import { Hono } from 'hono/tiny'
import type { MockEnv } from '../app'
import type { UserListName } from '../lists'
import { messages } from '../messages'
import { readBody, VideoBodySchema } from '../request-body'

type ListMessages = { read: string; add: string; remove: string }

/**
 * GET, POST and DELETE for one of the user's own lists. The response key is the list's name
 * (`{likes: [...]}`), and DELETE answers 200 with the list so callers can render it directly.
 */
export function userListRoutes(list: UserListName, missingUser: ListMessages) {
  return new Hono<MockEnv>()
    .get(`/user/${list}`, async (c) => {
      return c.json({ [list]: await c.var.lists.read(c.var.userId, list, missingUser.read) }, 200)
    })
    .post(`/user/${list}`, async (c) => {
      const { video } = await readBody(c, VideoBodySchema)
      return c.json(
        { [list]: await c.var.lists.add(c.var.userId, list, video._id, missingUser.add) },
        201,
      )
    })
    .delete(`/user/${list}/:videoId`, async (c) => {
      const videoId = c.req.param('videoId')
      return c.json(
        { [list]: await c.var.lists.remove(c.var.userId, list, videoId, missingUser.remove) },
        200,
      )
    })
}

// SPEC.md §8: reads and adds answer "email not registered" for a user who is gone; deletes of
// likes and watch later answer "user does not exist", and history keeps the first message.
export const readAndAddMessages = {
  read: messages.emailNotRegistered,
  add: messages.emailNotRegistered,
}
