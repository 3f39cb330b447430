import { queryOptions, replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api-client'
import type { Category, Video } from '@/shared/entities'

export async function getVideos(): Promise<Video[]> {
  return (await call('GET /videos')).videos
}

// Loaded once at start; a curator's change refetches it (lib/use-tab-sync.ts, docs/decisions/019).
export const videosQueryOptions = () => queryOptions({ queryKey: ['videos'], queryFn: getVideos })

export const useVideos = () => useQuery(videosQueryOptions())

export async function getVideo(videoId: string): Promise<Video> {
  return (await call('GET /video/:videoId', { params: { videoId } })).video
}

export const videoQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: ['videos', videoId], queryFn: () => getVideo(videoId) })

/**
 * A video opened from the grid renders at once from the catalogue already in the cache, and is
 * read again meanwhile: as placeholder, not initial data, which never went stale, so a page kept
 * the build's or an earlier visit's copy, without the lesson a curator had added since or its
 * "Opening:" line (issue 59). An answer equal to the catalogue's copy keeps that very object: the
 * page is not drawn again for it (docs/performance.md, "The video page, fourth step").
 */
export function useVideo(videoId: string) {
  const queryClient = useQueryClient()
  const fromCatalogue = () =>
    queryClient.getQueryData(videosQueryOptions().queryKey)?.find((video) => video._id === videoId)
  return useQuery({
    ...videoQueryOptions(videoId),
    placeholderData: fromCatalogue,
    structuralSharing: (old, answer) => replaceEqualDeep(old ?? fromCatalogue(), answer),
  })
}

export async function getCategories(): Promise<Category[]> {
  return (await call('GET /categories')).categories
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories })

export const useCategories = () => useQuery(categoriesQueryOptions())
