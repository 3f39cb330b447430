import { api } from '@/lib/api-client'
import { playlistPath, type PlaylistResponse } from './get-playlist'
import { inPlaylist, usePlaylistChange } from './playlist-writes'

type RemoveInput = { playlistId: string; videoId: string }

export const useRemoveFromPlaylist = (userId: string | null) =>
  usePlaylistChange(userId, {
    request: async ({ playlistId, videoId }: RemoveInput) =>
      (
        await api.delete<PlaylistResponse>(
          `${playlistPath(playlistId)}/${encodeURIComponent(videoId)}`,
        )
      ).playlist,
    change: (playlist, { videoId }) => ({
      ...playlist,
      videos: playlist.videos.filter((video) => video._id !== videoId),
    }),
    wanted: (fresh, { videoId }) => !inPlaylist(fresh, videoId),
    messages: {
      success: 'Removed from playlist!',
      failure: "Couldn't remove video from playlist!",
    },
  })
