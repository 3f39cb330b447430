import { messages } from '../messages'
import { readAndAddMessages, userListRoutes } from './user-list'

export const watchLaterRoutes = userListRoutes('watchlater', {
  ...readAndAddMessages,
  remove: messages.userNotFound,
})
