import { api } from '@/lib/api-client'
import { playlistPath } from './get-playlist'
import type { PlaylistsResponse } from './get-playlists'
import { usePlaylistsWrite } from './playlist-writes'

// DELETE answers 200 with the remaining playlists: the page renders them directly.
export const useDeletePlaylist = (userId: string | null) =>
  usePlaylistsWrite(
    userId,
    async (playlistId: string) =>
      (await api.delete<PlaylistsResponse>(playlistPath(playlistId))).playlists,
    { success: 'Playlist deleted!', failure: "Couldn't delete playlist!" },
  )
