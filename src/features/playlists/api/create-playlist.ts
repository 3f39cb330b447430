import { api, ApiError } from '@/lib/api-client'
import type { PlaylistsResponse } from './get-playlists'
import { usePlaylistsWrite } from './playlist-writes'

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
        await api.post<PlaylistsResponse>('/user/playlists', {
          playlist: { title, description: '', ...(videoIds && { videoIds }) },
        })
      ).playlists,
    { failure: (error) => (isTitleRefusal(error) ? null : "Couldn't create playlist!") },
  )
