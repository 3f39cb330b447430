import type { QueryClient } from '@tanstack/react-query'
import type { Playlist } from '@/shared/entities'
import { userKeys } from './query-keys'

// Playlists and sharing both answer a playlist (docs/decisions/036: two features, one cache).

/** One playlist's answer replaces it everywhere it is cached: its page and the list. */
export function cachePlaylist(queryClient: QueryClient, userId: string, playlist: Playlist) {
  queryClient.setQueryData(userKeys.playlist(userId, playlist._id), playlist)
  queryClient.setQueryData<Playlist[]>(userKeys.list(userId, 'playlists'), (all) =>
    all?.map((p) => (p._id === playlist._id ? playlist : p)),
  )
}
