import type { Video } from '@/types/api'
import { holds, useListMutation } from './list-mutation'
import { requestList } from './request-list'

// History failures are only logged (docs/product.md, "Toasts").
export const useAddToHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    reached: (videos: Video[], video: Video) => holds(videos, video._id),
    request: (video: Video) => requestList('history', 'POST', '/user/history', video),
  })
