import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { userKeys } from '@/lib/query-keys'
import type { Playlist } from '@/types/api'

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

/** Adding or removing a video answers the one playlist: it replaces that playlist everywhere. */
export function usePlaylistWrite<TInput>(
  userId: string | null,
  request: (input: TInput) => Promise<Playlist>,
  messages: Messages,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: (playlist) => {
      if (!userId) return
      queryClient.setQueryData(userKeys.playlist(userId, playlist._id), playlist)
      queryClient.setQueryData<Playlist[]>(userKeys.list(userId, 'playlists'), (all) =>
        all?.map((p) => (p._id === playlist._id ? playlist : p)),
      )
      if (messages.success) notify.success(messages.success)
    },
    onError: (error) => notifyFailure(messages, error),
  })
}
