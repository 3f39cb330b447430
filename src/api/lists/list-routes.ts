import type { VideoListName } from '@/shared/entity-names'
import { userLists } from './rules'
import { messages } from '../messages'
import type { ListContract } from './contract'
import { param, route } from '../http/define'

type ListMessages = { read: string; add: string; remove: string }

/** The handlers of one of the user's own lists (its endpoints: ./contract.ts). */
export function userListRoutes(
  list: VideoListName,
  contract: ListContract<'likes'> | ListContract<'watchlater'> | ListContract<'history'>,
  missingUser: ListMessages,
) {
  const request = (userId: string, message: string) => ({ userId, list, missingUser: message })
  return [
    route(contract.read, async (c) => {
      const videos = await userLists(c.get('store')).read(
        request(c.get('userId'), missingUser.read),
      )
      return c.json({ [list]: videos }, 200)
    }),
    route(contract.add, async (c, { video }) => {
      const videos = await userLists(c.get('store')).add(
        request(c.get('userId'), missingUser.add),
        video._id,
      )
      return c.json({ [list]: videos }, 201)
    }),
    route(contract.remove, async (c) => {
      const videos = await userLists(c.get('store')).remove(
        request(c.get('userId'), missingUser.remove),
        param(c, 'videoId'),
      )
      return c.json({ [list]: videos }, 200)
    }),
  ]
}

// Reads and adds answer "email not registered" for a user who is gone; deletes of likes and
// watch later answer "user does not exist", and history keeps the first message (docs/api.md).
export const readAndAddMessages = {
  read: messages.emailNotRegistered,
  add: messages.emailNotRegistered,
}
