import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Answer } from '@/shared/answers'
import type { Video } from '@/shared/entities'
import { videosQueryOptions } from './get-videos'

export async function getVideo(videoId: string): Promise<Video> {
  return (await api.get<Answer<'video'>>(`/video/${encodeURIComponent(videoId)}`)).video
}

export const videoQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: ['videos', videoId], queryFn: () => getVideo(videoId) })

/** A video opened from the grid renders at once from the catalogue already in the cache. */
export function useVideo(videoId: string) {
  const queryClient = useQueryClient()
  return useQuery({
    ...videoQueryOptions(videoId),
    initialData: () =>
      queryClient
        .getQueryData(videosQueryOptions().queryKey)
        ?.find((video) => video._id === videoId),
  })
}
