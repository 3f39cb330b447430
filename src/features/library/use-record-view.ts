import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Video } from '@/shared/entities'
import { useAddToHistory } from './api/add-to-history'
import { userListQueryOptions } from './api/get-user-list'

/**
 * A logged-in user who opens a video page, in any way (a card, a link, a typed address, a
 * reload, Up next), has it in History, once (docs/product.md, "History"). The video page calls
 * this; it waits for the user's history so that a video already there is not sent again.
 */
export function useRecordView(userId: string | null, video: Video | undefined): void {
  const queryClient = useQueryClient()
  const { mutate: addToHistory } = useAddToHistory(userId)
  const add = useRef(addToHistory)
  useEffect(() => {
    add.current = addToHistory
  })
  const recorded = useRef<string | null>(null)
  useEffect(() => {
    if (!userId || !video) return
    const key = `${userId} ${video._id}`
    if (recorded.current === key) return
    recorded.current = key
    queryClient.ensureQueryData(userListQueryOptions(userId, 'history')).then(
      (history) => {
        if (!history.some((seen) => seen._id === video._id)) add.current(video)
      },
      // Recording a view is not something the user asked for: a failure is not shown.
      () => undefined,
    )
  }, [queryClient, userId, video])
}
