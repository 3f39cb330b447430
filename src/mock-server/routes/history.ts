import { Hono } from 'hono/tiny'
import type { MockEnv } from '../app'
import { messages } from '../messages'
import { readAndAddMessages, userListRoutes } from './user-list'

// "all" is registered before the list routes so it is not taken for a video id.
export const historyRoutes = new Hono<MockEnv>()
  .delete('/user/history/all', async (c) => {
    return c.json(
      { history: await c.var.lists.clear(c.var.userId, 'history', messages.emailNotRegistered) },
      200,
    )
  })
  .route(
    '/',
    userListRoutes('history', { ...readAndAddMessages, remove: messages.emailNotRegistered }),
  )
