import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { isWatched } from '@/shared/watched'
import { call } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import type { Progress } from '@/shared/entities'

export const getProgress = async (): Promise<Progress[]> =>
  (await call('GET /user/progress')).progress

export const progressQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.progress(userId), queryFn: getProgress })

/** The logged-in user's progress, most recent first; nothing is fetched while logged out. */
export function useProgress(userId: string | null) {
  return useQuery({ ...progressQueryOptions(userId ?? ''), enabled: userId !== null })
}

/** Where the user stopped in one video, if anywhere. */
export function useVideoProgress(userId: string | null, videoId: string): Progress | undefined {
  return useProgress(userId).data?.find((entry) => entry.videoId === videoId)
}

/**
 * The user's progress by video, for a page of cards: one query for the page rather than one per
 * card (a search on 10,000 videos mounts new cards on every keystroke: docs/performance.md).
 */
export function useProgressByVideo(userId: string | null): ReadonlyMap<string, Progress> {
  const { data } = useProgress(userId)
  return useMemo(() => new Map((data ?? []).map((entry) => [entry.videoId, entry])), [data])
}

/** Whether the user watched a video (90 %, as a class counts it): for a list of assigned videos. */
export function useWatched(userId: string | null): (videoId: string) => boolean {
  const byVideo = useProgressByVideo(userId)
  return useCallback(
    (videoId: string) => {
      const progress = byVideo.get(videoId)
      return progress !== undefined && isWatched(progress)
    },
    [byVideo],
  )
}

type Seconds = { positionSeconds: number; durationSeconds: number }

/** PUT /api/user/progress/:videoId; `keepalive` lets the last save outlive the page. */
export const saveProgress = async (videoId: string, seconds: Seconds, keepalive = false) =>
  (await call('PUT /user/progress/:videoId', { params: { videoId }, body: seconds }, { keepalive }))
    .progress

/** The saved entry goes to the front of the user's progress in the cache (newest first). */
export function rememberProgress(queryClient: QueryClient, userId: string, saved: Progress) {
  queryClient.setQueryData<Progress[]>(userKeys.progress(userId), (old = []) => [
    saved,
    ...old.filter((entry) => entry.videoId !== saved.videoId),
  ])
}
