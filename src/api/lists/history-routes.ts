import { userLists } from './rules'
import { messages } from '../messages'
import { defineRoutes, route } from '../http/define'
import { historyContract } from './contract'
import { readAndAddMessages, userListRoutes } from './list-routes'

// "all" comes before the list routes so it is not taken for a video id.
export const historyRoutes = defineRoutes([
  route(historyContract.clear, async (c) => {
    const request = {
      userId: c.get('userId'),
      list: 'history',
      missingUser: messages.emailNotRegistered,
    } as const
    return c.json({ history: await userLists(c.get('store')).clear(request) }, 200)
  }),
  ...userListRoutes('history', historyContract, {
    ...readAndAddMessages,
    remove: messages.emailNotRegistered,
  }),
])
