import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { userKeys } from '@/lib/query-keys'
import { ApiError } from '@/lib/api-client'
import type { Playlist } from '@/types/api'
import { getPlaylist } from './get-playlist'

type Messages = {
  success?: string
  /** The failure toast; null when the form shows the refusal itself. */
  failure: string | ((error: unknown) => string | null)
}

function notifyFailure({ failure }: Messages, error: unknown) {
  const message = typeof failure === 'string' ? failure : failure(error)
  if (message) notify.error(message)
}

/** Create and delete answer every playlist: the answer replaces the cached list. */
export function usePlaylistsWrite<TInput>(
  userId: string | null,
  request: (input: TInput) => Promise<Playlist[]>,
  messages: Messages,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: (playlists) => {
      if (userId) queryClient.setQueryData(userKeys.list(userId, 'playlists'), playlists)
      if (messages.success) notify.success(messages.success)
    },
    onError: (error) => notifyFailure(messages, error),
  })
}

type VideoInPlaylist = { playlistId: string; videoId: string }

/**
 * Adding or removing a video answers the one playlist: it replaces that playlist everywhere.
 * A 409 or 404 means this tab was stale: the playlist is read again, and if the video already is
 * where the user wanted it, that is a success (as for the library's lists).
 */
export function usePlaylistWrite<TInput extends VideoInPlaylist>(
  userId: string | null,
  request: (input: TInput) => Promise<Playlist>,
  messages: Messages & { wantsVideoIn: boolean },
) {
  const queryClient = useQueryClient()
  const succeed = (playlist: Playlist) => {
    if (!userId) return
    queryClient.setQueryData(userKeys.playlist(userId, playlist._id), playlist)
    queryClient.setQueryData<Playlist[]>(userKeys.list(userId, 'playlists'), (all) =>
      all?.map((p) => (p._id === playlist._id ? playlist : p)),
    )
    if (messages.success) notify.success(messages.success)
  }
  return useMutation({
    mutationFn: request,
    onSuccess: succeed,
    onError: async (error, { playlistId, videoId }) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        const fresh = await getPlaylist(playlistId).catch(() => null)
        const isIn = fresh?.videos.some((video) => video._id === videoId)
        if (fresh && isIn === messages.wantsVideoIn) return succeed(fresh)
      }
      notifyFailure(messages, error)
    },
  })
}
