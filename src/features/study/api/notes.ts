import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { ApiError, call } from '@/lib/api-client'
import { formatTime } from '../progress'
import { userKeys } from '@/lib/query-keys'
import { START_FEN } from '@/shared/board-game'
import type { Drill, NewNote, Note, NoteChanges } from '@/shared/entities'

// GET, POST, PATCH and DELETE /api/user/notes/:videoId (docs/api.md, "Notes"); each answers
// the notes.

/** A note as a new one: its moment, text and position (Undo of a delete writes it again). */
const asNewNote = ({ timeSeconds, text, fen, startFen, moves }: Note): NewNote => ({
  timeSeconds,
  text,
  ...(moves?.length ? { moves, ...(startFen ? { startFen } : {}) } : fen ? { fen } : {}),
})

/** The user's notes on a video, by time; nothing is fetched while logged out or not `wanted`. */
export function useNotes(userId: string | null, videoId: string, wanted = true) {
  return useQuery({
    queryKey: userKeys.notes(userId ?? '', videoId),
    queryFn: async () => (await call('GET /user/notes/:videoId', { params: { videoId } })).notes,
    enabled: userId !== null && wanted,
  })
}

/**
 * The moves that reached a note drill's position, from its note (the drill keeps the position
 * only): /review names its opening along them (issue 59). Undefined for other drills, or while
 * the notes load, or once the note is gone.
 */
export function useNoteDrillLine(userId: string, drill: Drill | undefined) {
  const noteId = drill?.source.kind === 'note' ? drill.source.noteId : undefined
  const notes = useNotes(userId, drill?.videoId ?? '', noteId !== undefined && !!drill?.videoId)
  const note = noteId && notes.data?.find((each) => each._id === noteId)
  return note && note.moves?.length
    ? { startFen: note.startFen ?? START_FEN, moves: note.moves }
    : undefined
}

export function useAddNote(userId: string | null, videoId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (note: NewNote) =>
      (await call('POST /user/notes/:videoId', { params: { videoId }, body: { note } })).notes,
    onSuccess: (notes) => {
      if (userId) queryClient.setQueryData(userKeys.notes(userId, videoId), notes)
      notify.success(t('Note added'))
    },
  })
}

/**
 * Deleting shows at once; "Note deleted" then offers Undo, which writes the note again (its text,
 * moment and position) and, when it had one, its drill (made anew: its schedule starts again). A
 * refusal puts the note back and says so (docs/product.md).
 */
export function useDeleteNote(userId: string | null, videoId: string) {
  const queryClient = useQueryClient()
  const key = userKeys.notes(userId ?? '', videoId)
  // The drill goes with its note in the back end: the sidebar's count and the video's drills too.
  const settleDrills = () => {
    if (userId) void queryClient.invalidateQueries({ queryKey: userKeys.drills(userId) })
  }
  const restore = async (deleted: Note, drill: Drill | undefined) => {
    try {
      const before = new Set(queryClient.getQueryData<Note[]>(key)?.map((note) => note._id))
      const { notes } = await call('POST /user/notes/:videoId', {
        params: { videoId },
        body: { note: asNewNote(deleted) },
      })
      queryClient.setQueryData(key, notes)
      const restored = notes.find((note) => !before.has(note._id))
      if (drill && restored)
        await call('POST /user/drills', {
          body: { drill: { noteId: restored._id, solution: drill.solution } },
        })
    } catch {
      notify.error(t("Couldn't bring the note back"))
    } finally {
      settleDrills()
    }
  }
  return useMutation({
    mutationFn: async (note: Note) =>
      (
        await call('DELETE /user/notes/:videoId/:noteId', {
          params: { videoId, noteId: note._id },
        })
      ).notes,
    onMutate: async (note) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<Note[]>(key)
      const drill = queryClient
        .getQueryData<Drill[]>(userKeys.videoDrills(userId ?? '', videoId))
        ?.find((made) => made.noteId === note._id)
      queryClient.setQueryData<Note[]>(key, (notes = []) => notes.filter((n) => n._id !== note._id))
      return { before, drill }
    },
    onSuccess: (notes, note, context) => {
      queryClient.setQueryData(key, notes)
      settleDrills()
      notify.withAction(t('Note deleted'), {
        label: t('Undo'),
        onClick: () => void restore(note, context?.drill),
      })
    },
    onError: (_error, _note, context) => {
      queryClient.setQueryData(key, context?.before)
      notify.error(t("Couldn't delete the note"))
    },
  })
}

/** "Edit note": the answer (all the notes) replaces the cached ones. */
export function useEditNote(userId: string | null, videoId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ noteId, changes }: { noteId: string; changes: NoteChanges }) =>
      (
        await call('PATCH /user/notes/:videoId/:noteId', {
          params: { videoId, noteId },
          body: { note: changes },
        })
      ).notes,
    onSuccess: (notes) => {
      if (userId) queryClient.setQueryData(userKeys.notes(userId, videoId), notes)
      notify.success(t('Note saved'))
    },
  })
}

export type ImportReport = { imported: number; refused: string[] }

/**
 * "Import PGN": the notes are added one after another (each checked by the back end as any
 * note is); the report counts those added and says why any other was refused.
 */
export function useImportNotes(userId: string | null, videoId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (notes: NewNote[]): Promise<ImportReport> => {
      const report: ImportReport = { imported: 0, refused: [] }
      for (const note of notes) {
        try {
          const answer = await call('POST /user/notes/:videoId', {
            params: { videoId },
            body: { note },
          })
          if (userId) queryClient.setQueryData(userKeys.notes(userId, videoId), answer.notes)
          report.imported++
        } catch (error) {
          const why = error instanceof ApiError ? error.message : t("it couldn't be saved.")
          report.refused.push(
            t('The note at {time} was not imported: {reason}', {
              time: formatTime(note.timeSeconds),
              reason: why,
            }),
          )
        }
      }
      return report
    },
  })
}
