import type { QueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Answer } from '@/shared/answers'
import { userKeys } from '@/lib/query-keys'
import type { Progress } from '@/shared/entities'

type Seconds = { positionSeconds: number; durationSeconds: number }

/** PUT /api/user/progress/:videoId; `keepalive` lets the last save outlive the page. */
export const saveProgress = async (videoId: string, seconds: Seconds, keepalive = false) =>
  (
    await api.put<Answer<'progress'>>(`/user/progress/${encodeURIComponent(videoId)}`, seconds, {
      keepalive,
    })
  ).progress

/** The saved entry goes to the front of the user's progress in the cache (newest first). */
export function rememberProgress(queryClient: QueryClient, userId: string, saved: Progress) {
  queryClient.setQueryData<Progress[]>(userKeys.progress(userId), (old = []) => [
    saved,
    ...old.filter((entry) => entry.videoId !== saved.videoId),
  ])
}
