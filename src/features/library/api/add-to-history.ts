import type { QueryClient } from '@tanstack/react-query'
import type { Video } from '@/shared/entities'
import { holds, listMutationOptions, useListMutation, withVideo } from './list-mutation'
import { requestList } from './request-list'

// Recording a view is not something the user asked for: a failure is only logged.
const addToHistory = (userId: string | null) => ({
  userId,
  list: 'history' as const,
  change: withVideo,
  reached: (videos: Video[], video: Video) => holds(videos, video._id),
  request: (video: Video) => requestList('history', 'POST', '/user/history', video),
})

export const useAddToHistory = (userId: string | null) => useListMutation(addToHistory(userId))

/** The same write, for a start where no component waits for it (a card's click). */
export const addToHistoryOptions = (queryClient: QueryClient, userId: string) =>
  listMutationOptions(queryClient, addToHistory(userId))
