import type { Video } from '@/shared/entities'
import { holds, useListMutation, withoutVideo } from './list-mutation'
import { listItemPath, requestList } from './request-list'

// DELETE answers 200 with the list: callers render it directly.
export const useRemoveLike = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'likes',
    change: withoutVideo,
    reached: (videos: Video[], videoId: string) => !holds(videos, videoId),
    request: (videoId: string) => requestList('likes', 'DELETE', listItemPath('likes', videoId)),
    failureMessage: "Couldn't remove from liked videos!",
  })
