import { messages } from '../messages'
import { defineRoutes } from '../http/define'
import { likesContract } from './contract'
import { readAndAddMessages, userListRoutes } from './list-routes'

export const likesRoutes = defineRoutes(
  userListRoutes('likes', likesContract, { ...readAndAddMessages, remove: messages.userNotFound }),
)
