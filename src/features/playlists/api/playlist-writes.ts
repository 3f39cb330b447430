import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { useOptimisticMutation } from '@/lib/optimistic-mutation'
import { cachePlaylist } from '@/lib/playlist-cache'
import { userKeys } from '@/lib/query-keys'
import type { Playlist } from '@/shared/entities'
import { call, type AnswerOf } from '@/lib/api-client'

export type PlaylistResponse = AnswerOf<'GET /user/playlists/:playlistId'>

/** A playlist's own read, which its writes check a stale tab against. */
export async function getPlaylist(playlistId: string): Promise<Playlist> {
  return (await call('GET /user/playlists/:playlistId', { params: { playlistId } })).playlist
}

type Messages = {
  success?: string
  /** The failure toast; null when the form shows the refusal itself. */
  failure: string | ((error: unknown) => string | null)
}

function notifyFailure({ failure }: Messages, error: unknown) {
  const message = typeof failure === 'string' ? failure : failure(error)
  if (message) notify.error(message)
}

export const inPlaylist = (playlist: Playlist, videoId: string) =>
  playlist.videos.some((video) => video._id === videoId)

/** Create answers every playlist: the answer replaces the cached list. */
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

type PlaylistChange = { playlistId: string }

/**
 * A change to one playlist's videos (add, remove, reorder), shown on the click in the playlist's
 * page and in the list (docs/architecture.md, "Optimistic writes"); the answer is the playlist.
 * With `wanted`, a 409 or 404 means this tab was stale: the playlist is read again, and if it
 * already is as the user wanted, that is a success (as for the library's lists).
 */
export function usePlaylistChange<TInput extends PlaylistChange>(
  userId: string | null,
  {
    request,
    change,
    wanted,
    messages,
  }: {
    request: (input: TInput) => Promise<Playlist>
    change: (playlist: Playlist, input: TInput) => Playlist
    wanted?: (fresh: Playlist, input: TInput) => boolean
    messages: Messages
  },
) {
  const queryClient = useQueryClient()
  const owner = userId ?? ''
  const update = (input: TInput) => (cached: unknown) =>
    cached ? change(cached as Playlist, input) : cached
  return useOptimisticMutation({
    scope: ['user', owner, 'playlist-videos'],
    sameTarget: (a, b) => a.playlistId === b.playlistId,
    request,
    optimistic: (input: TInput) => [
      { queryKey: userKeys.playlist(owner, input.playlistId), update: update(input) },
      {
        queryKey: userKeys.list(owner, 'playlists'),
        update: (all) =>
          (all as Playlist[] | undefined)?.map((p) =>
            p._id === input.playlistId ? change(p, input) : p,
          ),
      },
    ],
    settle: (playlist) => cachePlaylist(queryClient, owner, playlist),
    stale: wanted && { read: (input) => getPlaylist(input.playlistId), reached: wanted },
    onSuccess: () => messages.success && notify.success(messages.success),
    onFailure: (error) => notifyFailure(messages, error),
  })
}
