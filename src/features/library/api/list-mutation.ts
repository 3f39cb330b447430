import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { userKeys } from '@/lib/query-keys'
import type { Video, VideoListName } from '@/types/api'

type ListMutationOptions<TInput> = {
  userId: string | null
  list: VideoListName
  request: (input: TInput) => Promise<Video[]>
  /** Toasts named in docs/product.md; lists without them only log failures. */
  successMessage?: string
  failureMessage?: string
}

/** A write to one of the user's lists; the server's answer goes straight into the cache. */
export function useListMutation<TInput>({
  userId,
  list,
  request,
  successMessage,
  failureMessage,
}: ListMutationOptions<TInput>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: (videos) => {
      if (userId) queryClient.setQueryData(userKeys.list(userId, list), videos)
      if (successMessage) notify.success(successMessage)
    },
    onError: (error) => {
      if (failureMessage) notify.error(failureMessage)
      else console.warn(`Gambit: updating ${list} failed`, error)
    },
  })
}
