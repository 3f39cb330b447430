import type { Video } from '@/shared/entities'
import { holds, useListMutation, withoutVideo } from './list-mutation'
import { listItemPath, requestList } from './request-list'

export const useRemoveFromWatchLater = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'watchlater',
    change: withoutVideo,
    reached: (videos: Video[], videoId: string) => !holds(videos, videoId),
    request: (videoId: string) =>
      requestList('watchlater', 'DELETE', listItemPath('watchlater', videoId)),
    successMessage: 'Removed from watchlater!',
    failureMessage: "Couldn't remove from watchlater!",
  })
