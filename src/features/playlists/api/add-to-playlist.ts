import { api } from '@/lib/api-client'
import type { Video } from '@/types/api'
import { playlistPath, type PlaylistResponse } from './get-playlist'
import { usePlaylistWrite } from './playlist-writes'

export const useAddToPlaylist = (userId: string | null) =>
  usePlaylistWrite(
    userId,
    async ({ playlistId, video }: { playlistId: string; videoId: string; video: Video }) =>
      (await api.post<PlaylistResponse>(playlistPath(playlistId), { video })).playlist,
    {
      success: 'Added to playlist!',
      failure: "Couldn't add video to playlist!",
      wantsVideoIn: true,
    },
  )
