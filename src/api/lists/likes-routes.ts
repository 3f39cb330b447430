import { messages } from '../messages'
import { defineRoutes } from '../http/define'
import { readAndAddMessages, userListRoutes } from './list-routes'

export const likesRoutes = defineRoutes(
  userListRoutes('likes', { ...readAndAddMessages, remove: messages.userNotFound }, 'Likes'),
)
