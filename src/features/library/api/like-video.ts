import type { Video } from '@/shared/entities'
import { holds, useListMutation, withVideo } from './list-mutation'
import { requestList } from './request-list'

export const useLikeVideo = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'likes',
    change: withVideo,
    reached: (videos: Video[], video: Video) => holds(videos, video._id),
    request: (video: Video) => requestList('likes', 'POST', '/user/likes', video),
    failureMessage: "Couldn't like this video!",
  })
