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

/**
 * Deleting shows at once; "Note deleted" then offers Undo, which writes the note again (its text,
 * moment and position). A refusal puts the note back and says so (docs/product.md).
 */
export function useDeleteNote(userId: string | null, videoId: string) {
  const queryClient = useQueryClient()
  const key = userKeys.notes(userId ?? '', videoId)
  const restore = async ({ timeSeconds, text, fen }: Note) => {
    const note: NewNote = { timeSeconds, text, ...(fen ? { fen } : {}) }
    try {
      queryClient.setQueryData(
        key,
        (await api.post<NotesAnswer>(notesPath(videoId), { note })).notes,
      )
    } catch {
      notify.error("Couldn't bring the note back")
    }
  }
  return useMutation({
    mutationFn: async (note: Note) =>
      (await api.delete<NotesAnswer>(`${notesPath(videoId)}/${encodeURIComponent(note._id)}`))
        .notes,
    onMutate: async (note) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<Note[]>(key)
      queryClient.setQueryData<Note[]>(key, (notes = []) => notes.filter((n) => n._id !== note._id))
      return { before }
    },
    onSuccess: (notes, note) => {
      queryClient.setQueryData(key, notes)
      notify.withAction('Note deleted', { label: 'Undo', onClick: () => void restore(note) })
    },
    onError: (_error, _note, context) => {
      queryClient.setQueryData(key, context?.before)
      notify.error("Couldn't delete the note")
    },
  })
}
