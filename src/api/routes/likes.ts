import { messages } from '../messages'
import { defineRoutes } from '../http/define'
import { readAndAddMessages, userListRoutes } from './user-list'

export const likesRoutes = defineRoutes(
  userListRoutes('likes', { ...readAndAddMessages, remove: messages.userNotFound }, 'Likes'),
)
