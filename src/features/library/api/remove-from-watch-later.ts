import { useListMutation } from './list-mutation'
import { listItemPath, requestList } from './request-list'

export const useRemoveFromWatchLater = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'watchlater',
    request: (videoId: string) =>
      requestList('watchlater', 'DELETE', listItemPath('watchlater', videoId)),
    successMessage: 'Removed from watchlater!',
    failureMessage: "Couldn't remove from watchlater!",
  })
