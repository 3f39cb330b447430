import { messages } from '../messages'
import { defineRoutes } from '../http/define'
import { readAndAddMessages, userListRoutes } from './list-routes'

export const watchLaterRoutes = defineRoutes(
  userListRoutes(
    'watchlater',
    { ...readAndAddMessages, remove: messages.userNotFound },
    'Watch later',
  ),
)
