import { queryOptions, useQuery } from '@tanstack/react-query'
import { userKeys } from '@/lib/query-keys'
import type { Video } from '@/shared/entities'
import type { VideoListName } from '@/shared/entity-names'
import { requestList } from './request-list'

export const getUserList = (list: VideoListName): Promise<Video[]> =>
  requestList(list, 'GET', `/user/${list}`)

export const userListQueryOptions = (userId: string, list: VideoListName) =>
  queryOptions({ queryKey: userKeys.list(userId, list), queryFn: () => getUserList(list) })

/** The list of the logged-in user; nothing is fetched while logged out. */
export function useUserList(userId: string | null, list: VideoListName) {
  return useQuery({ ...userListQueryOptions(userId ?? '', list), enabled: userId !== null })
}

export function useIsInList(userId: string | null, list: VideoListName, videoId: string): boolean {
  const { data } = useUserList(userId, list)
  return data?.some((video) => video._id === videoId) ?? false
}
