import { api, ApiError } from '@/lib/api-client'
import type { PlaylistsResponse } from './get-playlists'
import { usePlaylistsWrite } from './playlist-writes'

/** A title the server refuses (taken, or empty) is shown by the form, not as a toast. */
export const isTitleRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 409)

export const useCreatePlaylist = (userId: string | null) =>
  usePlaylistsWrite(
    userId,
    async (title: string) =>
      (
        await api.post<PlaylistsResponse>('/user/playlists', {
          playlist: { title, description: '' },
        })
      ).playlists,
    { failure: (error) => (isTitleRefusal(error) ? null : "Couldn't create playlist!") },
  )
