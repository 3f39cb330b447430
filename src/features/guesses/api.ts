import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { call } from '@/lib/api-client'
import type { NewGuessRound } from '@/shared/guess-rounds'

// GET and POST /api/user/lessons/:videoId/guesses: a learner's best and last round of "Guess
// the moves" on a lesson (docs/api.md, "Guess rounds").

export const guessScoresQueryOptions = (userId: string | null, videoId: string) =>
  queryOptions({
    queryKey: ['guesses', userId, videoId],
    queryFn: () => call('GET /user/lessons/:videoId/guesses', { params: { videoId } }),
    enabled: userId !== null,
  })

/** The learner's best and last round on the lesson ("Your best: 18 of 23"); none logged out. */
export const useGuessScores = (userId: string | null, videoId: string) =>
  useQuery(guessScoresQueryOptions(userId, videoId))

/**
 * Keeps a round that ended or stopped; the back end's judgement comes back into the cache. Its
 * answers are handled here, not by the caller: "Stop guessing" unmounts the round first.
 */
export function useSaveGuessRound(userId: string | null, videoId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (round: NewGuessRound) =>
      call('POST /user/lessons/:videoId/guesses', { params: { videoId }, body: { round } }),
    onSuccess: (scores) =>
      queryClient.setQueryData(guessScoresQueryOptions(userId, videoId).queryKey, scores),
    // Offline, say, the round was still played: it is only not kept.
    onError: (error) =>
      notify.error(t('Your score was not kept: {reason}', { reason: error.message })),
  })
}
