import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import type { Progress } from '@/types/api'

export const getProgress = async (): Promise<Progress[]> =>
  (await api.get<{ progress: Progress[] }>('/user/progress')).progress

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
