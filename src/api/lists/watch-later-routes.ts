import { messages } from '../messages'
import { defineRoutes } from '../http/define'
import { watchLaterContract } from './contract'
import { readAndAddMessages, userListRoutes } from './list-routes'

export const watchLaterRoutes = defineRoutes(
  userListRoutes('watchlater', watchLaterContract, {
    ...readAndAddMessages,
    remove: messages.userNotFound,
  }),
)
