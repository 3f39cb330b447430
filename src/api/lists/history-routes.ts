import { userLists } from './rules'
import { messages } from '../messages'
import { answers } from '../../shared/answers'
import { defineRoutes, route } from '../http/define'
import { readAndAddMessages, userListRoutes } from './list-routes'

const tag = 'History'

// "all" comes before the list routes so it is not taken for a video id.
export const historyRoutes = defineRoutes([
  route(
    {
      method: 'DELETE',
      path: '/user/history/all',
      tag,
      summary: 'Clear your history',
      responses: { 200: ['{history: []}', answers.list('history')] },
    },
    async (c) => {
      const request = {
        userId: c.get('userId'),
        list: 'history',
        missingUser: messages.emailNotRegistered,
      } as const
      return c.json({ history: await userLists(c.get('store')).clear(request) }, 200)
    },
  ),
  ...userListRoutes('history', { ...readAndAddMessages, remove: messages.emailNotRegistered }, tag),
])
