import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { call, type AnswerOf } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import { utcOffsetQuery } from '@/lib/utc-offset'
import type { NewDrill, Rating } from '@/shared/entities'

// /api/user/drills (docs/api.md, "Drills"): the user's drills, those due, and their reviews.

/** The due drills; `dueCount` is counted up to 1,000 (`dueCountCapped` says there are more). */
export type DueAnswer = AnswerOf<'GET /user/drills/due'>

/** The user's drills on a video (which notes have one); nothing is fetched while logged out. */
export function useDrills(userId: string | null, videoId: string) {
  return useQuery({
    queryKey: userKeys.videoDrills(userId ?? '', videoId),
    queryFn: async () => (await call('GET /user/drills', { query: { videoId } })).drills,
    enabled: userId !== null,
  })
}

/** The drills due now, counted in the learner's days for the streak. */
export function useDueDrills(userId: string | null) {
  return useQuery({
    queryKey: userKeys.dueDrills(userId ?? ''),
    queryFn: () => call('GET /user/drills/due', { query: utcOffsetQuery() }),
    enabled: userId !== null,
  })
}

/** After a change to the drills. */
function useSettleDrills(userId: string | null) {
  const queryClient = useQueryClient()
  // Every answer (a video's drills, the due ones) is read again: a change's answer is the whole
  // list, which no single cached answer is.
  return () => {
    if (userId) void queryClient.invalidateQueries({ queryKey: userKeys.drills(userId) })
  }
}

export function useMakeDrill(userId: string | null) {
  const settle = useSettleDrills(userId)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (drill: NewDrill) =>
      (await call('POST /user/drills', { body: { drill } })).drills,
    onSuccess: (drills, { noteId }) => {
      // The note's video shows "Drill" at once (its answer is in the list); the rest is read again.
      const videoId = drills.find((drill) => drill.noteId === noteId)?.videoId
      if (userId && videoId)
        queryClient.setQueryData(
          userKeys.videoDrills(userId, videoId),
          drills.filter((drill) => drill.videoId === videoId),
        )
      settle()
      notify.success(t('Drill saved!'))
    },
  })
}

export function useRemoveDrill(userId: string | null) {
  const settle = useSettleDrills(userId)
  return useMutation({
    mutationFn: async (drillId: string) =>
      (await call('DELETE /user/drills/:drillId', { params: { drillId } })).drills,
    onSuccess: () => {
      settle()
      notify.success(t('Drill removed'))
    },
    onError: () => notify.error(t("Couldn't remove the drill")),
  })
}

/**
 * A review's rating. The review screen keeps its session's queue itself; the due list and the
 * sidebar's count are read again after each rating.
 */
export function useRateDrill(userId: string | null) {
  const settle = useSettleDrills(userId)
  return useMutation({
    mutationFn: async ({ drillId, rating }: { drillId: string; rating: Rating }) =>
      (
        await call('POST /user/drills/:drillId/reviews', {
          params: { drillId },
          body: { review: { rating } },
        })
      ).drill,
    onSuccess: () => settle(),
    onError: () => notify.error(t("Couldn't save the review")),
  })
}

/** "Accept Bf4 too": the drill's accepted moves, written whole (the review keeps them meanwhile). */
export function useAcceptMoves(userId: string | null) {
  const settle = useSettleDrills(userId)
  return useMutation({
    mutationFn: async ({ drillId, alternatives }: { drillId: string; alternatives: string[][] }) =>
      (await call('PATCH /user/drills/:drillId', { params: { drillId }, body: { alternatives } }))
        .drill,
    onSuccess: () => settle(),
    onError: (error) =>
      notify.error(t('The move was not accepted: {error}', { error: error.message })),
  })
}
