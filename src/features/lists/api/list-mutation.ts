import { notify } from '@/components/ui/toast'
import { optimisticMutationOptions, type OptimisticContext } from '@/lib/optimistic-mutation'
import { userKeys } from '@/lib/query-keys'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Video } from '@/shared/entities'
import type { VideoListName } from '@/shared/entity-names'

type ListMutationOptions<TInput> = {
  userId: string | null
  list: VideoListName
  request: (input: TInput) => Promise<Video[]>
  /** The list as the server has it now (a stale tab's refusal is checked against it). */
  read: () => Promise<Video[]>
  /** The list as the click makes it, before the server answers. */
  change: (videos: Video[], input: TInput) => Video[]
  /** Whether `videos` already is what this write wanted (the video in, or out). */
  reached: (videos: Video[], input: TInput) => boolean
  /** Toasts named in docs/product.md; a write without a failure toast only logs it. */
  successMessage?: string
  failureMessage?: string
}

export const holds = (videos: Video[], videoId: string) =>
  videos.some((video) => video._id === videoId)
export const withVideo = (videos: Video[], video: Video) =>
  holds(videos, video._id) ? videos : [...videos, video]
export const withoutVideo = (videos: Video[], videoId: string) =>
  videos.filter((video) => video._id !== videoId)

/**
 * A write to one of the user's lists, shown on the click (docs/architecture.md, "Optimistic
 * writes"); the server's answer then goes into the cache. A stale tab's refusal is checked
 * against the list read again (`reached`).
 */
export function useListMutation<TInput>(options: ListMutationOptions<TInput>) {
  return useMutation<Video[], Error, TInput, OptimisticContext>(
    listMutationOptions(useQueryClient(), options),
  )
}

/** The same write as TanStack Query's options, to run without a component (runOptimistic). */
export function listMutationOptions<TInput>(
  queryClient: QueryClient,
  {
    userId,
    list,
    request,
    read,
    change,
    reached,
    successMessage,
    failureMessage,
  }: ListMutationOptions<TInput>,
) {
  const queryKey = userKeys.list(userId ?? '', list)
  return optimisticMutationOptions(queryClient, {
    scope: queryKey,
    request,
    optimistic: (input: TInput) => [
      { queryKey, update: (videos) => (videos ? change(videos as Video[], input) : videos) },
    ],
    settle: (videos) => queryClient.setQueryData(queryKey, videos),
    stale: { read, reached },
    onSuccess: () => successMessage && notify.success(successMessage),
    onFailure: (error) => {
      if (failureMessage) notify.error(failureMessage)
      else console.warn(`Gambit: updating ${list} failed`, error)
    },
  })
}
