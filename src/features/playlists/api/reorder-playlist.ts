import { api } from '@/lib/api-client'
import type { Playlist } from '@/shared/entities'
import { playlistPath, type PlaylistResponse } from './get-playlist'
import { usePlaylistChange } from './playlist-writes'

type OrderInput = { playlistId: string; videoIds: string[] }

/** The playlist's videos in the order of `videoIds` (any it does not name keep their place last). */
export function inOrder(playlist: Playlist, videoIds: string[]): Playlist {
  const place = new Map(videoIds.map((id, index) => [id, index]))
  const rank = (id: string) => place.get(id) ?? videoIds.length
  return { ...playlist, videos: [...playlist.videos].sort((a, b) => rank(a._id) - rank(b._id)) }
}

/** The ids with the one at `from` moved to `to`. */
export function moved(videoIds: string[], from: number, to: number): string[] {
  const next = [...videoIds]
  const [id] = next.splice(from, 1)
  if (id !== undefined) next.splice(to, 0, id)
  return next
}

export const useReorderPlaylist = (userId: string | null) =>
  usePlaylistChange(userId, {
    request: async ({ playlistId, videoIds }: OrderInput) =>
      (await api.put<PlaylistResponse>(`${playlistPath(playlistId)}/order`, { videoIds })).playlist,
    change: (playlist, { videoIds }) => inOrder(playlist, videoIds),
    messages: { failure: "Couldn't reorder the playlist!" },
  })
