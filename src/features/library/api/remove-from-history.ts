import type { Video } from '@/shared/entities'
import { holds, useListMutation, withoutVideo } from './list-mutation'
import { listItemPath, requestList } from './request-list'

export const useRemoveFromHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    change: withoutVideo,
    reached: (videos: Video[], videoId: string) => !holds(videos, videoId),
    request: (videoId: string) =>
      requestList('history', 'DELETE', listItemPath('history', videoId)),
    failureMessage: "Couldn't remove from history!",
  })
