import { useListMutation } from './list-mutation'
import { listItemPath, requestList } from './request-list'

export const useRemoveFromHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    request: (videoId: string) =>
      requestList('history', 'DELETE', listItemPath('history', videoId)),
  })
