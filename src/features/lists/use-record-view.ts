import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import type { Video } from '@/shared/entities'
import { runOptimistic } from '@/lib/optimistic-mutation'
import { addToHistoryOptions, userListQueryOptions } from './api/lists'

/** Views being recorded now ("userId videoId"): a card's click and its page record one once. */
const underWay = new Set<string>()

/** Adds the video to the user's History unless it is there or on its way there. */
function record(
  queryClient: QueryClient,
  userId: string,
  video: Video,
  add: (video: Video) => Promise<unknown>,
) {
  const key = `${userId} ${video._id}`
  if (underWay.has(key)) return
  underWay.add(key)
  queryClient
    .ensureQueryData(userListQueryOptions(userId, 'history'))
    .then((history) => (history.some((seen) => seen._id === video._id) ? null : add(video)))
    // Recording a view is not something the user asked for: a failure is not shown.
    .catch(() => undefined)
    .finally(() => underWay.delete(key))
}

/**
 * A logged-in user who opens a video page, in any way (a card, a link, a typed address, a
 * reload, Up next), has it in History, once (docs/product.md, "History"). The video page calls
 * this; it waits for the user's history so that a video already there is not sent again.
 */
export function useRecordView(userId: string | null, video: Video | undefined): void {
  const open = useRecordOpening(userId)
  const recorded = useRef<string | null>(null)
  useEffect(() => {
    if (!userId || !video) return
    const key = `${userId} ${video._id}`
    if (recorded.current === key) return
    recorded.current = key
    open(video)
  }, [open, userId, video])
}

/**
 * What a card calls when it is clicked: the write starts then, not when the video page's code
 * has come, so that going back at once still leaves it in History (issue 35). It holds no
 * mutation of its own (a grid has many cards): the write runs in the query client's cache.
 */
export function useRecordOpening(userId: string | null): (video: Video) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (video: Video) => {
      if (!userId) return
      record(queryClient, userId, video, (seen) =>
        runOptimistic(queryClient, addToHistoryOptions(queryClient, userId), seen),
      )
    },
    [queryClient, userId],
  )
}
