import { api } from '@/lib/api-client'
import type { Video } from '@/shared/entities'
import { playlistPath, type PlaylistResponse } from './get-playlist'
import { inPlaylist, usePlaylistChange } from './playlist-writes'

export const ADDED_TO_PLAYLIST = 'Added to playlist!'

type AddInput = { playlistId: string; video: Video }

export const useAddToPlaylist = (userId: string | null) =>
  usePlaylistChange(userId, {
    request: async ({ playlistId, video }: AddInput) =>
      (await api.post<PlaylistResponse>(playlistPath(playlistId), { video })).playlist,
    change: (playlist, { video }) =>
      inPlaylist(playlist, video._id)
        ? playlist
        : { ...playlist, videos: [...playlist.videos, video] },
    wanted: (fresh, { video }) => inPlaylist(fresh, video._id),
    messages: { success: ADDED_TO_PLAYLIST, failure: "Couldn't add video to playlist!" },
  })
