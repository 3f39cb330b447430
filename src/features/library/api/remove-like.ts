import { useListMutation } from './list-mutation'
import { listItemPath, requestList } from './request-list'

// DELETE answers 200 with the list: callers render it directly.
export const useRemoveLike = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'likes',
    request: (videoId: string) => requestList('likes', 'DELETE', listItemPath('likes', videoId)),
  })
