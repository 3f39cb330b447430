import type { Video } from '@/types/api'
import { useListMutation } from './list-mutation'
import { requestList } from './request-list'

// Like failures are only logged (docs/product.md, "Toasts").
export const useLikeVideo = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'likes',
    request: (video: Video) => requestList('likes', 'POST', '/user/likes', video),
  })
