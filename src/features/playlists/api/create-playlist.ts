import { api } from '@/lib/api-client'
import type { PlaylistsResponse } from './get-playlists'
import { usePlaylistsWrite } from './playlist-writes'

export const useCreatePlaylist = (userId: string | null) =>
  usePlaylistsWrite(
    userId,
    async (title: string) =>
      (
        await api.post<PlaylistsResponse>('/user/playlists', {
          playlist: { title, description: '' },
        })
      ).playlists,
    { failure: "Couldn't create playlist!" },
  )
