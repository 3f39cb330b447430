import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { call, type AnswerOf } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import { filterParams, filterQuery, type PuzzleFilter } from './puzzle-filter'

// /api/puzzles and /api/user/puzzles (docs/api.md, "Puzzles"): the themes, the next puzzle of a
// filter, a learner's attempts (judged by the back end) and stats, and a puzzle made a drill.

export type PuzzleData = AnswerOf<'GET /puzzles/:puzzleId'>['puzzle']

/** Every theme with its readable name and count (the same for everyone). */
export const usePuzzleThemes = (enabled = true) =>
  useQuery({
    queryKey: ['puzzles', 'themes'],
    queryFn: async () => (await call('GET /puzzles/themes')).themes,
    staleTime: Infinity,
    enabled,
  })

/**
 * Where this page's first puzzle of a filter is looked for: a place in the puzzles' order drawn
 * once per page load, so that a new visit starts somewhere else (issue 59: a fresh browser
 * always got the same first puzzle), while a "Practice" link's count and the /puzzles it opens
 * share one read. The back end takes any id as a place and goes round to the start.
 */
const FIRST_PLACE = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
  '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.charAt(byte % 62),
).join('')

/**
 * The next puzzle of `filter` after the one named `after` (the first: after a random place);
 * with a token, one the learner has not solved. Read once per puzzle: the learner moves on with
 * "Next puzzle", not by a refetch.
 */
export const useNextPuzzle = (userId: string | null, filter: PuzzleFilter, after: string) =>
  useQuery({
    queryKey: ['puzzles', 'next', userId, filterQuery(filter), after],
    queryFn: () =>
      call('GET /puzzles/next', {
        query: { ...filterParams(filter), after: after || FIRST_PLACE },
      }),
    staleTime: Infinity,
  })

/** One puzzle by its id (`/puzzles?id=00BNd`: a drill's or an assignment's puzzle). */
export const usePuzzle = (puzzleId: string) =>
  useQuery({
    queryKey: ['puzzles', 'one', puzzleId],
    queryFn: async () => (await call('GET /puzzles/:puzzleId', { params: { puzzleId } })).puzzle,
    enabled: puzzleId !== '',
    staleTime: Infinity,
  })

export const usePuzzleStats = (userId: string | null) =>
  useQuery({
    queryKey: userKeys.puzzleStats(userId ?? ''),
    queryFn: () => call('GET /user/puzzles/stats'),
    enabled: userId !== null,
  })

/** Sends an attempt; the back end's judgement brings the learner's stats into the cache. */
export function useSendAttempt(userId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ puzzleId, moves }: { puzzleId: string; moves: string[] }) =>
      call('POST /user/puzzles/:puzzleId/attempts', {
        params: { puzzleId },
        body: { attempt: { moves } },
      }),
    onSuccess: ({ stats }) => {
      if (!userId) return
      queryClient.setQueryData(userKeys.puzzleStats(userId), stats)
      // Puzzle homework counts the attempt ("3 of 10 done").
      void queryClient.invalidateQueries({ queryKey: userKeys.assignments(userId) })
    },
    onError: (error) =>
      notify.error(t('Your attempt was not kept: {error}', { error: error.message })),
  })
}

/** "Save as drill": the puzzle's line from the solver's turn comes back on /review. */
export function useSavePuzzleDrill(userId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (puzzleId: string) => call('POST /user/drills', { body: { drill: { puzzleId } } }),
    onSuccess: () => {
      // Every drills answer (the due ones, a video's) is read again: none holds the whole list.
      if (userId) void queryClient.invalidateQueries({ queryKey: userKeys.drills(userId) })
      notify.success(t('Drill saved!'))
    },
    onError: (error) => notify.error(error.message),
  })
}
