import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, call, type AnswerOf } from '@/lib/api-client'
import { cachePlaylist } from '@/lib/playlist-cache'
import { userKeys } from '@/lib/query-keys'
import type { Playlist } from '@/shared/entities'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { useOptimisticMutation } from '@/lib/optimistic-mutation'
import { getPlaylist, usePlaylistsWrite, type PlaylistResponse } from './playlist-writes'

// The page's side of api/playlists/ (docs/api.md, "Playlists"): the user's playlists, one
// playlist, and their own writes (create, rename, delete, restore); their videos' writes are
// playlist-videos.ts, the shared machinery playlist-writes.ts, sharing sharing.ts.

export { getPlaylist, type PlaylistResponse }

export type PlaylistsResponse = AnswerOf<'GET /user/playlists'>

export async function getPlaylists(): Promise<Playlist[]> {
  return (await call('GET /user/playlists')).playlists
}

export const playlistsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.list(userId, 'playlists'), queryFn: getPlaylists })

/** The logged-in user's playlists; nothing is fetched while logged out. */
export function usePlaylists(userId: string | null) {
  return useQuery({ ...playlistsQueryOptions(userId ?? ''), enabled: userId !== null })
}

/** Opens at once from the playlists already in the cache, then follows the server. */
export function usePlaylist(userId: string | null, playlistId: string) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: userKeys.playlist(userId ?? '', playlistId),
    queryFn: () => getPlaylist(playlistId),
    enabled: userId !== null && playlistId !== '',
    initialData: () =>
      userId
        ? queryClient
            .getQueryData<Playlist[]>(userKeys.list(userId, 'playlists'))
            ?.find((p) => p._id === playlistId)
        : undefined,
  })
}

/** A title the server refuses (taken, or empty) is shown by the form, not as a toast. */
export const isTitleRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 409)

/** A new playlist; "Save to..." creates it with the video being saved (`videoIds`). */
export type NewPlaylist = { title: string; videoIds?: string[] }

export const useCreatePlaylist = (userId: string | null) =>
  usePlaylistsWrite(
    userId,
    async ({ title, videoIds }: NewPlaylist) =>
      (
        await call('POST /user/playlists', {
          body: { playlist: { title, description: '', ...(videoIds && { videoIds }) } },
        })
      ).playlists,
    { failure: (error) => (isTitleRefusal(error) ? null : t("Couldn't create playlist!")) },
  )

type PlaylistEdit = { playlistId: string; title: string; description: string }

/** Rename and describe: the form waits for the answer and shows a refusal itself. */
export function useUpdatePlaylist(userId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ playlistId, title, description }: PlaylistEdit) =>
      (
        await call('PATCH /user/playlists/:playlistId', {
          params: { playlistId },
          body: { playlist: { title, description } },
        })
      ).playlist,
    onSuccess: (playlist) => userId && cachePlaylist(queryClient, userId, playlist),
  })
}

/**
 * The playlist leaves the page on the click; "Playlist deleted!" then offers Undo, which brings
 * it back with its title, description and videos in order.
 */
export const useDeletePlaylist = (userId: string | null) => {
  const queryClient = useQueryClient()
  const restore = useRestorePlaylist(userId)
  const queryKey = userKeys.list(userId ?? '', 'playlists')
  return useOptimisticMutation({
    scope: queryKey,
    request: async (playlist: Playlist) =>
      (await call('DELETE /user/playlists/:playlistId', { params: { playlistId: playlist._id } }))
        .playlists,
    optimistic: (playlist) => [
      {
        queryKey,
        update: (all) => (all as Playlist[] | undefined)?.filter((p) => p._id !== playlist._id),
      },
    ],
    settle: (playlists) => queryClient.setQueryData(queryKey, playlists),
    onSuccess: (_playlists, playlist) =>
      notify.withAction(t('Playlist deleted!'), {
        label: t('Undo'),
        onClick: () => restore.mutate(playlist),
      }),
    onFailure: () => notify.error(t("Couldn't delete playlist!")),
  })
}

/** Undo of a delete: the playlist comes back, as new, with its videos in order (docs/api.md). */
export const useRestorePlaylist = (userId: string | null) => {
  const queryClient = useQueryClient()
  const queryKey = userKeys.list(userId ?? '', 'playlists')
  return useOptimisticMutation({
    scope: queryKey,
    request: async ({ title, description, videos }: Playlist) =>
      (
        await call('POST /user/playlists', {
          body: {
            playlist: { title, description, videoIds: videos.map((video) => video._id) },
          },
        })
      ).playlists,
    // The server adds it last, so it shows there at once.
    optimistic: (playlist) => [
      { queryKey, update: (all) => (all ? [...(all as Playlist[]), playlist] : all) },
    ],
    settle: (playlists) => queryClient.setQueryData(queryKey, playlists),
    onFailure: () => notify.error(t("Couldn't restore the playlist!")),
  })
}
