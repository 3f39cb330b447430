import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { call } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import type { Drill } from '@/shared/entities'
import { isTrainedLine, type TrainingSide } from '@/shared/lesson-training'
import { drillsSaved } from './training-state'

// /api/user/lessons/:videoId/training and …/guesses/drills (docs/api.md, "Lesson training"):
// drills made from a lesson. Each answer is the learner's drills: the video's are written into
// the cache at once, the rest (the due ones, the sidebar's count) read again.

function useWriteDrills(userId: string, videoId: string) {
  const queryClient = useQueryClient()
  return (drills: Drill[]) => {
    queryClient.setQueryData(
      userKeys.videoDrills(userId, videoId),
      drills.filter((drill) => drill.videoId === videoId),
    )
    void queryClient.invalidateQueries({ queryKey: userKeys.drills(userId) })
  }
}

/** "Train this lesson" as one side or, for "Both", each side not trained yet. */
export function useTrainLesson(userId: string, videoId: string) {
  const write = useWriteDrills(userId, videoId)
  return useMutation({
    mutationFn: async (sides: TrainingSide[]) => {
      let drills: Drill[] = []
      for (const side of sides)
        drills = (
          await call('POST /user/lessons/:videoId/training', {
            params: { videoId },
            body: { side },
          })
        ).drills
      return drills
    },
    onSuccess: (drills, sides) => {
      write(drills)
      const made = drills.filter((drill) =>
        sides.some((side) => isTrainedLine(drill, videoId, side)),
      )
      notify.success(drillsSaved(made.length))
    },
    onError: (error) => notify.error(error.message),
  })
}

/** "Stop training": the drills of the lesson's lines go. */
export function useStopTraining(userId: string, videoId: string) {
  const write = useWriteDrills(userId, videoId)
  return useMutation({
    mutationFn: async () =>
      (await call('DELETE /user/lessons/:videoId/training', { params: { videoId } })).drills,
    onSuccess: (drills) => {
      write(drills)
      notify.success(t('You no longer train this lesson.'))
    },
    onError: (error) => notify.error(error.message),
  })
}

/** "Update my drills" after the lesson changed. */
export function useUpdateTraining(userId: string, videoId: string) {
  const write = useWriteDrills(userId, videoId)
  return useMutation({
    mutationFn: async () =>
      (await call('POST /user/lessons/:videoId/training/update', { params: { videoId } })).drills,
    onSuccess: (drills) => {
      write(drills)
      notify.success(t('Your drills follow the lesson again.'))
    },
    onError: (error) => notify.error(error.message),
  })
}

/**
 * "Drill the ones I missed": the back end makes them from the round it kept, so the round's
 * saving (`saved`) is waited for first.
 */
export function useDrillMissed(userId: string, videoId: string) {
  const write = useWriteDrills(userId, videoId)
  return useMutation({
    mutationFn: async ({ saved }: { saved: Promise<unknown>; plies: number[] }) => {
      await saved
      return (await call('POST /user/lessons/:videoId/guesses/drills', { params: { videoId } }))
        .drills
    },
    onSuccess: (drills, { plies }) => {
      write(drills)
      const made = drills.filter(
        (drill) =>
          drill.source.kind === 'lesson' &&
          drill.source.videoId === videoId &&
          plies.includes(drill.source.ply ?? 0),
      )
      notify.success(drillsSaved(made.length))
    },
    onError: (error) => notify.error(error.message),
  })
}
