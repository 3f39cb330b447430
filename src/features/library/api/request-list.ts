import { api } from '@/lib/api-client'
import type { Video, VideoListResponse } from '@/shared/entities'
import type { VideoListName } from '@/shared/entity-names'

/** Every list call answers `{ [list]: Video[] }`: this is the one place that unwraps it. */
export async function requestList(
  list: VideoListName,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  video?: Video,
): Promise<Video[]> {
  const response =
    method === 'GET'
      ? await api.get<VideoListResponse>(path)
      : method === 'POST'
        ? await api.post<VideoListResponse>(path, { video })
        : await api.delete<VideoListResponse>(path)
  return response[list]
}

export const listItemPath = (list: VideoListName, videoId: string) =>
  `/user/${list}/${encodeURIComponent(videoId)}`
