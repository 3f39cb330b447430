import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { call } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import { cachePlaylist } from '@/lib/playlist-cache'

// PUT /api/user/playlists/:playlistId/sharing, GET /api/shared/:shareId and
// POST /api/user/shared/:shareId/save (docs/api.md, "Sharing").

/** The address anyone may open while the playlist is shared. */
export const shareUrl = (shareId: string) => `${window.location.origin}/p/${shareId}`

/** Turns sharing on or off; the answer (with or without its `shareId`) replaces the playlist. */
export function useSharePlaylist(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    // One change at a time, in the order clicked: a quick on-then-off ends off.
    scope: { id: 'playlist-sharing' },
    mutationFn: async ({ playlistId, shared }: { playlistId: string; shared: boolean }) =>
      (
        await call('PUT /user/playlists/:playlistId/sharing', {
          params: { playlistId },
          body: { shared },
        })
      ).playlist,
    onSuccess: (playlist) => cachePlaylist(queryClient, userId, playlist),
    onError: () => notify.error(t("Couldn't change the playlist's sharing!")),
  })
}

/** A shared playlist, as anyone with the link sees it (no token needed). */
export const useSharedPlaylist = (shareId: string, { enabled = true } = {}) =>
  useQuery({
    enabled,
    queryKey: ['shared', shareId],
    queryFn: async () => (await call('GET /shared/:shareId', { params: { shareId } })).playlist,
    // Its owner may stop sharing it at any time: read it afresh on each visit.
    staleTime: 0,
  })

/** "Save to my library": the answer is every playlist of the user's, the copy last. */
export function useSaveShared(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (shareId: string) =>
      (await call('POST /user/shared/:shareId/save', { params: { shareId } })).playlists,
    onSuccess: (playlists) => {
      queryClient.setQueryData(userKeys.list(userId, 'playlists'), playlists)
      notify.success(
        t('Saved to your library as “{title}”', { title: playlists.at(-1)?.title ?? '' }),
      )
    },
    onError: () => notify.error(t("Couldn't save the playlist!")),
  })
}
