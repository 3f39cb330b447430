import type { Video } from '@/shared/entities'
import { holds, useListMutation, withVideo } from './list-mutation'
import { requestList } from './request-list'

// Recording a view is not something the user asked for: a failure is only logged.
export const useAddToHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    change: withVideo,
    reached: (videos: Video[], video: Video) => holds(videos, video._id),
    request: (video: Video) => requestList('history', 'POST', '/user/history', video),
  })
