import { messages } from '../messages'
import { readAndAddMessages, userListRoutes } from './user-list'

export const likesRoutes = userListRoutes('likes', {
  ...readAndAddMessages,
  remove: messages.userNotFound,
})
