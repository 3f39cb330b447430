import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import type { Video, VideoListName } from '@/types/api'
import { getUserList } from './get-user-list'

type ListMutationOptions<TInput> = {
  userId: string | null
  list: VideoListName
  request: (input: TInput) => Promise<Video[]>
  /** Whether `videos` already is what this write wanted (the video in, or out). */
  reached: (videos: Video[], input: TInput) => boolean
  /** Toasts named in docs/product.md; lists without them only log failures. */
  successMessage?: string
  failureMessage?: string
}

export const holds = (videos: Video[], videoId: string) =>
  videos.some((video) => video._id === videoId)

/**
 * A write to one of the user's lists; the server's answer goes straight into the cache. A 409
 * ("already in") or 404 ("not in") means this tab's list was stale (another tab changed it): the
 * list is read again, and if it is already as wanted, that is a success, not a failure.
 */
export function useListMutation<TInput>({
  userId,
  list,
  request,
  reached,
  successMessage,
  failureMessage,
}: ListMutationOptions<TInput>) {
  const queryClient = useQueryClient()
  const succeed = (videos: Video[]) => {
    if (userId) queryClient.setQueryData(userKeys.list(userId, list), videos)
    if (successMessage) notify.success(successMessage)
  }
  return useMutation({
    mutationFn: request,
    onSuccess: succeed,
    onError: async (error, input) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        const fresh = await getUserList(list).catch(() => null)
        if (fresh && reached(fresh, input)) return succeed(fresh)
      }
      if (failureMessage) notify.error(failureMessage)
      else console.warn(`Gambit: updating ${list} failed`, error)
    },
  })
}
