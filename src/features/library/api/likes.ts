import { api } from '@/lib/api-client'
import type { Video } from '@/types/api'
import { useListMutation } from './list-mutation'

type LikesResponse = { likes: Video[] }

export const useLikeVideo = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'likes',
    request: async (video: Video) =>
      (await api.post<LikesResponse>('/user/likes', { video })).likes,
  })

// DELETE answers 200 with the list: callers render it directly.
export const useRemoveLike = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'likes',
    request: async (videoId: string) =>
      (await api.delete<LikesResponse>(`/user/likes/${encodeURIComponent(videoId)}`)).likes,
  })
