import { api } from '@/lib/api-client'
import type { Video } from '@/types/api'
import { useListMutation } from './list-mutation'

type WatchLaterResponse = { watchlater: Video[] }

export const useAddToWatchLater = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'watchlater',
    request: async (video: Video) =>
      (await api.post<WatchLaterResponse>('/user/watchlater', { video })).watchlater,
    successMessage: 'Added to watchlater!',
    failureMessage: "Couldn't add to watchlater!",
  })

export const useRemoveFromWatchLater = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'watchlater',
    request: async (videoId: string) =>
      (await api.delete<WatchLaterResponse>(`/user/watchlater/${encodeURIComponent(videoId)}`))
        .watchlater,
    successMessage: 'Removed from watchlater!',
    failureMessage: "Couldn't remove from watchlater!",
  })
