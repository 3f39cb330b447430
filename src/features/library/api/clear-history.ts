import type { Video } from '@/shared/entities'
import { useListMutation } from './list-mutation'
import { requestList } from './request-list'

export const useClearHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    change: () => [],
    reached: (videos: Video[]) => videos.length === 0,
    request: () => requestList('history', 'DELETE', '/user/history/all'),
    failureMessage: "Couldn't clear your history!",
  })
