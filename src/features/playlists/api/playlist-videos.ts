import { t } from '@/i18n/translate'
import { call } from '@/lib/api-client'
import type { Playlist, Video } from '@/shared/entities'
import { inPlaylist, usePlaylistChange } from './playlist-writes'

// A playlist's videos (docs/api.md, "Playlists"): add, remove, reorder, each shown on the click.

export const addedToPlaylist = () => t('Added to playlist!')

type AddInput = { playlistId: string; video: Video }

export const useAddToPlaylist = (userId: string | null) =>
  usePlaylistChange(userId, {
    request: async ({ playlistId, video }: AddInput) =>
      (await call('POST /user/playlists/:playlistId', { params: { playlistId }, body: { video } }))
        .playlist,
    change: (playlist, { video }) =>
      inPlaylist(playlist, video._id)
        ? playlist
        : { ...playlist, videos: [...playlist.videos, video] },
    wanted: (fresh, { video }) => inPlaylist(fresh, video._id),
    messages: { success: addedToPlaylist(), failure: t("Couldn't add video to playlist!") },
  })

type RemoveInput = { playlistId: string; videoId: string }

export const useRemoveFromPlaylist = (userId: string | null) =>
  usePlaylistChange(userId, {
    request: async ({ playlistId, videoId }: RemoveInput) =>
      (
        await call('DELETE /user/playlists/:playlistId/:videoId', {
          params: { playlistId, videoId },
        })
      ).playlist,
    change: (playlist, { videoId }) => ({
      ...playlist,
      videos: playlist.videos.filter((video) => video._id !== videoId),
    }),
    wanted: (fresh, { videoId }) => !inPlaylist(fresh, videoId),
    messages: {
      success: t('Removed from playlist!'),
      failure: t("Couldn't remove video from playlist!"),
    },
  })

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
      (
        await call('PUT /user/playlists/:playlistId/order', {
          params: { playlistId },
          body: { videoIds },
        })
      ).playlist,
    change: (playlist, { videoIds }) => inOrder(playlist, videoIds),
    messages: { failure: t("Couldn't reorder the playlist!") },
  })
