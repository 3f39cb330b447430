import { useListMutation } from './list-mutation'
import { requestList } from './request-list'

export const useClearHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    request: () => requestList('history', 'DELETE', '/user/history/all'),
  })
