import { api } from '@/lib/api-client'
import { playlistPath, type PlaylistResponse } from './get-playlist'
import { usePlaylistWrite } from './playlist-writes'

export const useRemoveFromPlaylist = (userId: string | null) =>
  usePlaylistWrite(
    userId,
    async ({ playlistId, videoId }: { playlistId: string; videoId: string }) =>
      (
        await api.delete<PlaylistResponse>(
          `${playlistPath(playlistId)}/${encodeURIComponent(videoId)}`,
        )
      ).playlist,
    {
      success: 'Removed from playlist!',
      failure: "Couldn't remove video from playlist!",
      wantsVideoIn: false,
    },
  )
