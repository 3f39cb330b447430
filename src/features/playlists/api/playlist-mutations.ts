import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { api } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import type { Playlist, Video } from '@/types/api'
import type { PlaylistResponse, PlaylistsResponse } from './playlists'

const playlistPath = (playlistId: string) => `/user/playlists/${encodeURIComponent(playlistId)}`

/** Create and delete answer every playlist: the answer replaces the cached list. */
function usePlaylistsWrite<TInput>(
  userId: string | null,
  request: (input: TInput) => Promise<PlaylistsResponse>,
  messages: { success?: string; failure: string },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: TInput) => (await request(input)).playlists,
    onSuccess: (playlists) => {
      if (userId) queryClient.setQueryData(userKeys.list(userId, 'playlists'), playlists)
      if (messages.success) notify.success(messages.success)
    },
    onError: () => notify.error(messages.failure),
  })
}

export const useCreatePlaylist = (userId: string | null) =>
  usePlaylistsWrite(
    userId,
    (title: string) =>
      api.post<PlaylistsResponse>('/user/playlists', { playlist: { title, description: '' } }),
    {
      failure: "Couldn't create playlist!",
    },
  )

export const useDeletePlaylist = (userId: string | null) =>
  usePlaylistsWrite(
    userId,
    (playlistId: string) => api.delete<PlaylistsResponse>(playlistPath(playlistId)),
    {
      success: 'Playlist deleted!',
      failure: "Couldn't delete playlist!",
    },
  )

/** Adding or removing a video answers the one playlist: it replaces that playlist everywhere. */
function usePlaylistVideoWrite<TInput extends { playlistId: string }>(
  userId: string | null,
  request: (input: TInput) => Promise<PlaylistResponse>,
  messages: { success: string; failure: string },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: TInput) => (await request(input)).playlist,
    onSuccess: (playlist) => {
      if (!userId) return
      queryClient.setQueryData(userKeys.playlist(userId, playlist._id), playlist)
      queryClient.setQueryData<Playlist[]>(userKeys.list(userId, 'playlists'), (all) =>
        all?.map((p) => (p._id === playlist._id ? playlist : p)),
      )
      notify.success(messages.success)
    },
    onError: () => notify.error(messages.failure),
  })
}

export const useAddToPlaylist = (userId: string | null) =>
  usePlaylistVideoWrite(
    userId,
    ({ playlistId, video }: { playlistId: string; video: Video }) =>
      api.post<PlaylistResponse>(playlistPath(playlistId), { video }),
    {
      success: 'Added to playlist!',
      failure: "Couldn't add video to playlist!",
    },
  )

export const useRemoveFromPlaylist = (userId: string | null) =>
  usePlaylistVideoWrite(
    userId,
    ({ playlistId, videoId }: { playlistId: string; videoId: string }) =>
      api.delete<PlaylistResponse>(`${playlistPath(playlistId)}/${encodeURIComponent(videoId)}`),
    { success: 'Removed from playlist!', failure: "Couldn't remove video from playlist!" },
  )
