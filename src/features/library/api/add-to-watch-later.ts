import type { Video } from '@/shared/entities'
import { holds, useListMutation, withVideo } from './list-mutation'
import { requestList } from './request-list'

export const useAddToWatchLater = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'watchlater',
    change: withVideo,
    reached: (videos: Video[], video: Video) => holds(videos, video._id),
    request: (video: Video) => requestList('watchlater', 'POST', '/user/watchlater', video),
    successMessage: 'Added to watchlater!',
    failureMessage: "Couldn't add to watchlater!",
  })
