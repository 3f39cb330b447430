import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { playlistPath, type PlaylistResponse } from './get-playlist'
import { cachePlaylist } from './playlist-writes'

type PlaylistEdit = { playlistId: string; title: string; description: string }

/** Rename and describe: the form waits for the answer and shows a refusal itself. */
export function useUpdatePlaylist(userId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ playlistId, title, description }: PlaylistEdit) =>
      (
        await api.patch<PlaylistResponse>(playlistPath(playlistId), {
          playlist: { title, description },
        })
      ).playlist,
    onSuccess: (playlist) => userId && cachePlaylist(queryClient, userId, playlist),
  })
}
