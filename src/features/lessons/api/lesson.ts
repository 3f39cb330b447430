import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, call } from '@/lib/api-client'
import type { Lesson, LessonGame } from '@/shared/lesson'

// GET /api/videos/:videoId/lesson (anyone), GET /api/catalogue/lessons and PUT / DELETE
// /api/catalogue/videos/:videoId/lesson (curators): docs/api.md, "Lessons".

/** A video's lesson, or null when it has none (a 404 is an answer here, not a failure). */
export async function getLesson(videoId: string): Promise<Lesson | null> {
  try {
    return (await call('GET /videos/:videoId/lesson', { params: { videoId } })).lesson
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const lessonQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: ['lessons', videoId], queryFn: () => getLesson(videoId) })

/**
 * The lesson, asked for only when `hasLesson` (the catalogue's `lesson: true`): a video without
 * one no longer logs a 404 on each visit (issue 59). One saved in this tab is in the cache.
 */
export const useLesson = (videoId: string, hasLesson = true) =>
  useQuery({ ...lessonQueryOptions(videoId), enabled: hasLesson })

/** Every lesson's size, for the studio's catalogue table ("23 moves"). */
export const useLessonSizes = (enabled: boolean) =>
  useQuery({
    queryKey: ['lessons', 'sizes'],
    queryFn: async () => (await call('GET /catalogue/lessons')).lessons,
    enabled,
  })

/** Saves a lesson as moves or as PGN; the answer is the lesson the video page then reads. */
export function useSaveLesson(videoId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: { lesson: LessonGame } | { pgn: string }) =>
      (await call('PUT /catalogue/videos/:videoId/lesson', { params: { videoId }, body })).lesson,
    onSuccess: (lesson) => {
      queryClient.setQueryData(lessonQueryOptions(videoId).queryKey, lesson)
      void queryClient.invalidateQueries({ queryKey: ['lessons', 'sizes'] })
      // The catalogue names a video's lesson and its opening: read it again.
      void queryClient.invalidateQueries({ queryKey: ['videos'] })
    },
  })
}

export function useDeleteLesson(videoId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => call('DELETE /catalogue/videos/:videoId/lesson', { params: { videoId } }),
    onSuccess: () => {
      queryClient.setQueryData(lessonQueryOptions(videoId).queryKey, null)
      void queryClient.invalidateQueries({ queryKey: ['lessons', 'sizes'] })
      void queryClient.invalidateQueries({ queryKey: ['videos'] })
    },
  })
}
