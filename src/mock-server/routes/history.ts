import { Hono } from 'hono/tiny'
import { userLists } from '../domain/lists'
import type { MockEnv } from '../env'
import { messages } from '../messages'
import { readAndAddMessages, userListRoutes } from './user-list'

// "all" is registered before the list routes so it is not taken for a video id.
export const historyRoutes = new Hono<MockEnv>()
  .delete('/user/history/all', async (c) => {
    const request = {
      userId: c.var.userId,
      list: 'history',
      missingUser: messages.emailNotRegistered,
    } as const
    return c.json({ history: await userLists(c.var.store).clear(request) }, 200)
  })
  .route(
    '/',
    userListRoutes('history', { ...readAndAddMessages, remove: messages.emailNotRegistered }),
  )
