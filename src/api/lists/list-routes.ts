import type { VideoListName } from '@/shared/entity-names'
import { userLists } from './rules'
import { messages } from '../messages'
import { VideoBodySchema } from '../http/request-body'
import { answers } from '../../shared/answers'
import { param, route } from '../http/define'

type ListMessages = { read: string; add: string; remove: string }

const NAMES: Record<VideoListName, string> = {
  likes: 'liked videos',
  watchlater: 'watch later',
  history: 'history',
}

/**
 * GET, POST and DELETE for one of the user's own lists. The response key is the list's name
 * (`{likes: [...]}`), and DELETE answers 200 with the list so callers can render it directly.
 */
export function userListRoutes(list: VideoListName, missingUser: ListMessages, tag: string) {
  const request = (userId: string, message: string) => ({ userId, list, missingUser: message })
  const answer = answers.list(list)
  const name = NAMES[list]
  return [
    route(
      {
        method: 'GET',
        path: `/user/${list}`,
        tag,
        summary: `Your ${name}, in the order added`,
        responses: { 200: [`{${list}: videos}`, answer] },
      },
      async (c) => {
        const videos = await userLists(c.get('store')).read(
          request(c.get('userId'), missingUser.read),
        )
        return c.json({ [list]: videos }, 200)
      },
    ),
    route(
      {
        method: 'POST',
        path: `/user/${list}`,
        tag,
        summary: `Add a video to your ${name}`,
        body: VideoBodySchema,
        example: { video: { _id: 'Eas20kFpAYw' } },
        responses: {
          201: [`The list with the video last`, answer],
          404: 'No such video',
          409: 'The video is already there',
        },
      },
      async (c, { video }) => {
        const videos = await userLists(c.get('store')).add(
          request(c.get('userId'), missingUser.add),
          video._id,
        )
        return c.json({ [list]: videos }, 201)
      },
    ),
    route(
      {
        method: 'DELETE',
        path: `/user/${list}/:videoId`,
        tag,
        summary: `Remove a video from your ${name}`,
        params: { videoId: 'Eas20kFpAYw' },
        responses: { 200: ['The list without it', answer], 404: 'The video is not there' },
      },
      async (c) => {
        const videos = await userLists(c.get('store')).remove(
          request(c.get('userId'), missingUser.remove),
          param(c, 'videoId'),
        )
        return c.json({ [list]: videos }, 200)
      },
    ),
  ]
}

// Reads and adds answer "email not registered" for a user who is gone; deletes of likes and
// watch later answer "user does not exist", and history keeps the first message (docs/api.md).
export const readAndAddMessages = {
  read: messages.emailNotRegistered,
  add: messages.emailNotRegistered,
}
