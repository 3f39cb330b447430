import { useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Answer } from '@/shared/answers'
import { userKeys } from '@/lib/query-keys'
import type { Playlist } from '@/shared/entities'

export type PlaylistResponse = Answer<'playlist'>

export const playlistPath = (playlistId: string) =>
  `/user/playlists/${encodeURIComponent(playlistId)}`

export async function getPlaylist(playlistId: string): Promise<Playlist> {
  return (await api.get<PlaylistResponse>(playlistPath(playlistId))).playlist
}

/** Opens at once from the playlists already in the cache, then follows the server. */
export function usePlaylist(userId: string | null, playlistId: string) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: userKeys.playlist(userId ?? '', playlistId),
    queryFn: () => getPlaylist(playlistId),
    enabled: userId !== null && playlistId !== '',
    initialData: () =>
      userId
        ? queryClient
            .getQueryData<Playlist[]>(userKeys.list(userId, 'playlists'))
            ?.find((p) => p._id === playlistId)
        : undefined,
  })
}
