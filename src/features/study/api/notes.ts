import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { api } from '@/lib/api-client'
import { userKeys } from '@/lib/query-keys'
import type { NewNote, Note } from '@/shared/entities'

// GET, POST and DELETE /api/user/notes/:videoId (docs/api.md, "Notes"); each answers the notes.

type NotesAnswer = { notes: Note[] }
const notesPath = (videoId: string) => `/user/notes/${encodeURIComponent(videoId)}`

/** The user's notes on a video, by time; nothing is fetched while logged out. */
export function useNotes(userId: string | null, videoId: string) {
  return useQuery({
    queryKey: userKeys.notes(userId ?? '', videoId),
    queryFn: async () => (await api.get<NotesAnswer>(notesPath(videoId))).notes,
    enabled: userId !== null,
  })
}

export function useAddNote(userId: string | null, videoId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (note: NewNote) =>
      (await api.post<NotesAnswer>(notesPath(videoId), { note })).notes,
    onSuccess: (notes) => {
      if (userId) queryClient.setQueryData(userKeys.notes(userId, videoId), notes)
      notify.success('Note added')
    },
  })
}

/** Deleting shows at once; a refusal puts the note back and says so (docs/product.md). */
export function useDeleteNote(userId: string | null, videoId: string) {
  const queryClient = useQueryClient()
  const key = userKeys.notes(userId ?? '', videoId)
  return useMutation({
    mutationFn: async (noteId: string) =>
      (await api.delete<NotesAnswer>(`${notesPath(videoId)}/${encodeURIComponent(noteId)}`)).notes,
    onMutate: async (noteId) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<Note[]>(key)
      queryClient.setQueryData<Note[]>(key, (notes = []) => notes.filter((n) => n._id !== noteId))
      return { before }
    },
    onSuccess: (notes) => queryClient.setQueryData(key, notes),
    onError: (_error, _noteId, context) => {
      queryClient.setQueryData(key, context?.before)
      notify.error("Couldn't delete the note")
    },
  })
}
