import type * as z from 'zod/mini'
import type { Note, NoteChangesSchema, Progress, NewNoteSchema } from '@/shared/entities'
import { MAX_NOTES_PER_VIDEO } from '@/shared/input-rules'
import { conflict, invalid, notFound } from '../refusals'
import { givesPosition, notePosition } from './note-position'
import { messages } from '../messages'
import type { NoteRecord, ProgressRecord, Store, StoreTx } from '../store/port'
import { requireUser } from '../auth/require-user'

// Progress in videos and notes on them (docs/api.md, "Progress" and "Notes"): a user's own,
// about videos of the catalogue.

const withoutOwner = <T extends { userId: string }>({ userId: _userId, ...rest }: T) => rest
const progressOf = (record: ProgressRecord): Progress => withoutOwner(record)
const noteOf = (record: NoteRecord): Note => withoutOwner(record)

// Milliseconds, unlike other stored dates: "newest first" must tell quick saves apart.
const now = () => new Date().toISOString()

function requireVideo(tx: StoreTx, videoId: string) {
  if (!tx.catalogue.video(videoId)) throw notFound(messages.videoNotFound)
}

export const userProgress = (store: Store) => ({
  readAll: (userId: string) =>
    store.read(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      return (await tx.progress(userId)).map(progressOf)
    }),
  save: (userId: string, videoId: string, seconds: Omit<Progress, 'videoId' | 'updatedAt'>) =>
    store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      requireVideo(tx, videoId)
      const record = { userId, videoId, ...seconds, updatedAt: now() }
      await tx.saveProgress(record)
      return progressOf(record)
    }),
  remove: (userId: string, videoId: string) =>
    store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      if (!(await tx.removeProgress(userId, videoId))) throw notFound(messages.progressNotFound)
      return (await tx.progress(userId)).map(progressOf)
    }),
})

const withoutPosition = ({ fen: _fen, startFen: _start, moves: _moves, ...rest }: NoteRecord) =>
  rest

/** A note as its schema read it (trimmed; an empty position is no position). */
type NewNote = z.output<typeof NewNoteSchema>
type NoteChanges = z.output<typeof NoteChangesSchema>

export const userNotes = (store: Store) => {
  const onVideo = <T>(
    mode: 'read' | 'write',
    userId: string,
    videoId: string,
    change?: (tx: StoreTx) => Promise<T>,
    limit?: number,
  ) =>
    store[mode](async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      requireVideo(tx, videoId)
      await change?.(tx)
      const notes = await tx.notes(userId, videoId)
      // Checked on the answer read after an add, which the refusal rolls back: no query of its own.
      if (limit !== undefined && notes.length > limit) throw conflict(messages.tooManyNotes)
      return notes.map(noteOf)
    })
  return {
    read: (userId: string, videoId: string) => onVideo('read', userId, videoId),
    add: (userId: string, videoId: string, { timeSeconds, text, ...given }: NewNote) => {
      // The rules of chess are checked before the transaction: it holds no lock for them.
      const position = notePosition(given)
      const at = now()
      return onVideo(
        'write',
        userId,
        videoId,
        (tx) =>
          tx.addNote({
            _id: crypto.randomUUID(),
            userId,
            videoId,
            timeSeconds,
            text,
            ...position,
            createdAt: at,
            updatedAt: at,
          }),
        MAX_NOTES_PER_VIDEO,
      )
    },
    /** "Edit note": the text, the time or the position; a position sent replaces the old one. */
    edit: (userId: string, videoId: string, noteId: string, changes: NoteChanges) => {
      const { timeSeconds, text } = changes
      if (timeSeconds === undefined && text === undefined && !givesPosition(changes))
        throw invalid(messages.notePatchEmpty)
      const position = givesPosition(changes) ? notePosition(changes) : undefined
      return onVideo('write', userId, videoId, async (tx) => {
        const note = await tx.note(userId, noteId)
        if (note?.videoId !== videoId) throw notFound(messages.noteNotFound)
        const edited = {
          ...(position ? withoutPosition(note) : note),
          ...(timeSeconds === undefined ? {} : { timeSeconds }),
          ...(text === undefined ? {} : { text }),
          ...position,
          updatedAt: now(),
        }
        if (!(await tx.updateNote(edited))) throw notFound(messages.noteNotFound)
      })
    },
    remove: (userId: string, videoId: string, noteId: string) =>
      onVideo('write', userId, videoId, async (tx) => {
        if (!(await tx.removeNote(userId, videoId, noteId))) throw notFound(messages.noteNotFound)
      }),
  }
}
