import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { t } from '@/i18n/translate'
import { call, fileOf, type AnswerOf } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import type { ClassView } from '@/shared/entities'
import type { NewAssignment } from '@/shared/homework'

// /api/classes… and GET /api/user/assignments (docs/api.md, "Classes").

type ClassList = AnswerOf<'GET /classes'>
/** How a class page keeps up with its members (TanStack Query stops while the tab is hidden). */
const LIVE = { staleTime: 0, refetchOnWindowFocus: true, refetchInterval: 10_000 } as const

export const useClasses = (userId: string | null) =>
  useQuery({
    queryKey: userKeys.classes(userId ?? ''),
    queryFn: () => call('GET /classes'),
    enabled: userId !== null,
  })

/** A class as this user sees it: its coach the code and students, a student their progress. */
export const useClass = (userId: string, classId: string) =>
  useQuery({
    queryKey: userKeys.class(userId, classId),
    queryFn: async () => (await call('GET /classes/:classId', { params: { classId } })).class,
    // Students join, leave and watch meanwhile, on other devices too: read afresh on each visit,
    // on coming back to the page, and every few seconds while it is shown (issue 35).
    ...LIVE,
  })

export const useClassProgress = (userId: string, classId: string, enabled: boolean) =>
  useQuery({
    queryKey: userKeys.classProgress(userId, classId),
    queryFn: () => call('GET /classes/:classId/progress', { params: { classId } }),
    enabled,
    ...LIVE,
  })

/** Each student's score in one assignment and their mistakes (the coach's "Mistakes"). */
export const useAssignmentResults = (userId: string, classId: string, assignmentId: string) =>
  useQuery({
    queryKey: [...userKeys.classProgress(userId, classId), assignmentId],
    queryFn: async () =>
      (
        await call('GET /classes/:classId/assignments/:assignmentId/results', {
          params: { classId, assignmentId },
        })
      ).results,
    staleTime: 0,
  })

/** "Download results": the class's CSV, saved by the browser under the class's name. */
export async function downloadResults(classId: string, className: string) {
  const csv = await fileOf('GET /classes/:classId/results.csv', { params: { classId } }, 'text/csv')
  const link = document.createElement('a')
  // A spreadsheet reads the names as UTF-8 by the byte-order mark, which decoding the answer drops.
  const file = new Blob(['\uFEFF', csv.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' })
  link.href = URL.createObjectURL(file)
  const name = className.replace(/[\\/:*?"<>|]+/g, ' ').trim() || t('Class')
  link.download = t('{name} results.csv', { name })
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started with the click; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(link.href), 0)
}

export const useAssignments = (userId: string | null) =>
  useQuery({
    queryKey: userKeys.assignments(userId ?? ''),
    queryFn: async () => (await call('GET /user/assignments')).assignments,
    enabled: userId !== null,
    staleTime: 0,
  })

/**
 * A change to classes: the answer (a class) goes into its cache entry, and every other class
 * query of the user is read again (the lists, the progress, the assignments).
 */
function useClassChange<TInput, TAnswer extends ClassView | void>(
  userId: string,
  request: (input: TInput) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: async (view: TAnswer) => {
      if (view) queryClient.setQueryData(userKeys.class(userId, view._id), view)
      await queryClient.invalidateQueries({ queryKey: userKeys.classes(userId) })
    },
  })
}

export const useCreateClass = (userId: string) =>
  useClassChange(
    userId,
    async (name: string) => (await call('POST /classes', { body: { class: { name } } })).class,
  )

export const useJoinClass = (userId: string) =>
  useClassChange(
    userId,
    async (code: string) => (await call('POST /classes/join', { body: { code } })).class,
  )

export const useLeaveClass = (userId: string) =>
  useClassChange(userId, async (classId: string) => {
    await call('POST /classes/:classId/leave', { params: { classId } })
  })

export const useRemoveStudent = (userId: string, classId: string) =>
  useClassChange(
    userId,
    async (studentId: string) =>
      (
        await call('DELETE /classes/:classId/students/:userId', {
          params: { classId, userId: studentId },
        })
      ).class,
  )

export const useAssign = (userId: string, classId: string) =>
  useClassChange(
    userId,
    async (assignment: NewAssignment) =>
      (
        await call('POST /classes/:classId/assignments', {
          params: { classId },
          body: { assignment },
        })
      ).class,
  )

export const useUnassign = (userId: string, classId: string) =>
  useClassChange(
    userId,
    async (assignmentId: string) =>
      (
        await call('DELETE /classes/:classId/assignments/:assignmentId', {
          params: { classId, assignmentId },
        })
      ).class,
  )

/** Deletes a class; the deleted class's own page is not read again (it would only be a 404). */
export function useDeleteClass(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (classId: string) => {
      await call('DELETE /classes/:classId', { params: { classId } })
    },
    onSuccess: (_answer, classId) => {
      queryClient.setQueryData<ClassList>(userKeys.classes(userId), (list) =>
        list ? { ...list, coaching: list.coaching.filter(({ _id }) => _id !== classId) } : list,
      )
      return queryClient.invalidateQueries({
        queryKey: userKeys.classes(userId),
        predicate: ({ queryKey }) => queryKey[3] !== classId,
      })
    },
  })
}
