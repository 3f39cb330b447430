import type { Video } from '@/types/api'
import { holds, useListMutation } from './list-mutation'
import { requestList } from './request-list'

// Like failures are only logged (docs/product.md, "Toasts").
export const useLikeVideo = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'likes',
    reached: (videos: Video[], video: Video) => holds(videos, video._id),
    request: (video: Video) => requestList('likes', 'POST', '/user/likes', video),
  })
