import { useQueryClient } from '@tanstack/react-query'
import type { Video } from '@/types/api'
import { useAddToHistory } from './api/add-to-history'
import { userListQueryOptions } from './api/get-user-list'

/** Opening a video adds it to the user's history, once (docs/product.md, "History"). */
export function useRecordView(userId: string | null): (video: Video) => void {
  const queryClient = useQueryClient()
  const addToHistory = useAddToHistory(userId)
  return (video) => {
    if (!userId) return
    const history = queryClient.getQueryData(userListQueryOptions(userId, 'history').queryKey)
    if (!history?.some((seen) => seen._id === video._id)) addToHistory.mutate(video)
  }
}
