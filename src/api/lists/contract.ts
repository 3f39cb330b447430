import { videoListAnswer } from '@/shared/entities'
import type { VideoListName } from '@/shared/entity-names'
import { VideoBodySchema } from '../http/body-parts'
import { endpoints } from '../http/endpoint'

/** What the lists endpoints answer (docs/api.md). */
export const listAnswers = {
  list: videoListAnswer,
}

const NAMES: Record<VideoListName, string> = {
  likes: 'liked videos',
  watchlater: 'watch later',
  history: 'history',
}

/**
 * The endpoints of one of the user's own lists (docs/decisions/036-one-contract-per-resource.md):
 * the answer's key is the list's name (`{likes: [...]}`), and DELETE answers 200 with the list so
 * callers can render it directly.
 */
const listContract = <L extends VideoListName>(list: L, tag: string) => {
  const answer = listAnswers.list(list)
  const name = NAMES[list]
  return endpoints({
    read: {
      method: 'GET',
      path: `/user/${list}`,
      tag,
      summary: `Your ${name}, in the order added`,
      responses: { 200: [`{${list}: videos}`, answer] },
    },
    add: {
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
    remove: {
      method: 'DELETE',
      path: `/user/${list}/:videoId`,
      tag,
      summary: `Remove a video from your ${name}`,
      params: { videoId: 'Eas20kFpAYw' },
      responses: { 200: ['The list without it', answer], 404: 'The video is not there' },
    },
  })
}

export type ListContract<L extends VideoListName> = ReturnType<typeof listContract<L>>

export const likesContract = listContract('likes', 'Likes')
export const watchLaterContract = listContract('watchlater', 'Watch later')
export const historyContract = {
  ...listContract('history', 'History'),
  ...endpoints({
    clear: {
      method: 'DELETE',
      path: '/user/history/all',
      tag: 'History',
      summary: 'Clear your history',
      responses: { 200: ['{history: []}', listAnswers.list('history')] },
    },
  }),
}
