import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Answer } from '@/shared/answers'
import { userKeys } from '@/lib/query-keys'
import type { Playlist } from '@/shared/entities'

export type PlaylistsResponse = Answer<'playlists'>

export async function getPlaylists(): Promise<Playlist[]> {
  return (await api.get<PlaylistsResponse>('/user/playlists')).playlists
}

export const playlistsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.list(userId, 'playlists'), queryFn: getPlaylists })

/** The logged-in user's playlists; nothing is fetched while logged out. */
export function usePlaylists(userId: string | null) {
  return useQuery({ ...playlistsQueryOptions(userId ?? ''), enabled: userId !== null })
}
