import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Answer } from '@/shared/answers'
import type { Video } from '@/shared/entities'

export async function getVideos(): Promise<Video[]> {
  return (await api.get<Answer<'videos'>>('/videos')).videos
}

// Loaded once at start; a curator's change refetches it (lib/use-tab-sync.ts, docs/decisions/019).
export const videosQueryOptions = () => queryOptions({ queryKey: ['videos'], queryFn: getVideos })

export const useVideos = () => useQuery(videosQueryOptions())
