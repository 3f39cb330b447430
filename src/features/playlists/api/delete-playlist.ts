import { useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { api } from '@/lib/api-client'
import { useOptimisticMutation } from '@/lib/optimistic-mutation'
import { userKeys } from '@/lib/query-keys'
import type { Playlist } from '@/shared/entities'
import { playlistPath } from './get-playlist'
import type { PlaylistsResponse } from './get-playlists'
import { useRestorePlaylist } from './restore-playlist'

/**
 * The playlist leaves the page on the click; "Playlist deleted!" then offers Undo, which brings
 * it back with its title, description and videos in order.
 */
export const useDeletePlaylist = (userId: string | null) => {
  const queryClient = useQueryClient()
  const restore = useRestorePlaylist(userId)
  const queryKey = userKeys.list(userId ?? '', 'playlists')
  return useOptimisticMutation({
    scope: queryKey,
    request: async (playlist: Playlist) =>
      (await api.delete<PlaylistsResponse>(playlistPath(playlist._id))).playlists,
    optimistic: (playlist) => [
      {
        queryKey,
        update: (all) => (all as Playlist[] | undefined)?.filter((p) => p._id !== playlist._id),
      },
    ],
    settle: (playlists) => queryClient.setQueryData(queryKey, playlists),
    onSuccess: (_playlists, playlist) =>
      notify.withAction('Playlist deleted!', {
        label: 'Undo',
        onClick: () => restore.mutate(playlist),
      }),
    onFailure: () => notify.error("Couldn't delete playlist!"),
  })
}
