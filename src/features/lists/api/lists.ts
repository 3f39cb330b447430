import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { t } from '@/i18n/translate'
import { call } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import type { Video, VideoListResponse } from '@/shared/entities'
import type { VideoListName } from '@/shared/entity-names'
import {
  holds,
  listMutationOptions,
  useListMutation,
  withoutVideo,
  withVideo,
} from './list-mutation'

// The page's side of api/lists/ (docs/api.md, "Lists"): likes, watch later and history, one
// module for the three, as the back end has one folder. Every call answers `{[list]: Video[]}`.

/** The one place that unwraps a list's answer. */
const unwrapped = async (list: VideoListName, answer: Promise<Partial<VideoListResponse>>) =>
  (await answer)[list] ?? []

export const getUserList = (list: VideoListName): Promise<Video[]> =>
  unwrapped(list, call(`GET /user/${list}`))

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

/**
 * What a write to each list says (docs/product.md, "Toasts"): a write without a failure toast
 * only logs it (recording a view is nothing the user asked for).
 */
const words = (): Record<
  VideoListName,
  Record<'add' | 'remove', { success?: string; failure?: string }>
> => ({
  likes: {
    add: { failure: t("Couldn't like this video!") },
    remove: { failure: t("Couldn't remove from liked videos!") },
  },
  watchlater: {
    add: { success: t('Added to watchlater!'), failure: t("Couldn't add to watchlater!") },
    remove: {
      success: t('Removed from watchlater!'),
      failure: t("Couldn't remove from watchlater!"),
    },
  },
  history: { add: {}, remove: { failure: t("Couldn't remove from history!") } },
})

const adding = (userId: string | null, list: VideoListName) => ({
  userId,
  list,
  change: withVideo,
  reached: (videos: Video[], video: Video) => holds(videos, video._id),
  read: () => getUserList(list),
  request: (video: Video) => unwrapped(list, call(`POST /user/${list}`, { body: { video } })),
  successMessage: words()[list].add.success,
  failureMessage: words()[list].add.failure,
})

const removing = (userId: string | null, list: VideoListName) => ({
  userId,
  list,
  change: withoutVideo,
  reached: (videos: Video[], videoId: string) => !holds(videos, videoId),
  read: () => getUserList(list),
  request: (videoId: string) =>
    unwrapped(list, call(`DELETE /user/${list}/:videoId`, { params: { videoId } })),
  successMessage: words()[list].remove.success,
  failureMessage: words()[list].remove.failure,
})

/** Adds a video to the list, shown on the click (list-mutation.ts). */
export const useAddToList = (userId: string | null, list: VideoListName) =>
  useListMutation(adding(userId, list))

/** Removes a video (by id) from the list, shown on the click. */
export const useRemoveFromList = (userId: string | null, list: VideoListName) =>
  useListMutation(removing(userId, list))

/** A view recorded where no component waits for it (a card's click: runOptimistic). */
export const addToHistoryOptions = (queryClient: QueryClient, userId: string) =>
  listMutationOptions(queryClient, adding(userId, 'history'))

export const useClearHistory = (userId: string | null) =>
  useListMutation({
    userId,
    list: 'history',
    change: () => [],
    reached: (videos: Video[]) => videos.length === 0,
    read: () => getUserList('history'),
    request: () => unwrapped('history', call('DELETE /user/history/all')),
    failureMessage: t("Couldn't clear your history!"),
  })
