import { useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { api } from '@/lib/api-client'
import { useOptimisticMutation } from '@/lib/optimistic-mutation'
import { userKeys } from '@/lib/query-keys'
import type { Playlist } from '@/shared/entities'
import type { PlaylistsResponse } from './get-playlists'

/** Undo of a delete: the playlist comes back, as new, with its videos in order (docs/api.md). */
export const useRestorePlaylist = (userId: string | null) => {
  const queryClient = useQueryClient()
  const queryKey = userKeys.list(userId ?? '', 'playlists')
  return useOptimisticMutation({
    scope: queryKey,
    request: async ({ title, description, videos }: Playlist) =>
      (
        await api.post<PlaylistsResponse>('/user/playlists', {
          playlist: { title, description, videoIds: videos.map((video) => video._id) },
        })
      ).playlists,
    // The server adds it last, so it shows there at once.
    optimistic: (playlist) => [
      { queryKey, update: (all) => (all ? [...(all as Playlist[]), playlist] : all) },
    ],
    settle: (playlists) => queryClient.setQueryData(queryKey, playlists),
    onFailure: () => notify.error("Couldn't restore the playlist!"),
  })
}
