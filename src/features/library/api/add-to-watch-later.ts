import type { Video } from '@/types/api'
import { useListMutation } from './list-mutation'
import { requestList } from './request-list'

export const useAddToWatchLater = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'watchlater',
    request: (video: Video) => requestList('watchlater', 'POST', '/user/watchlater', video),
    successMessage: 'Added to watchlater!',
    failureMessage: "Couldn't add to watchlater!",
  })
