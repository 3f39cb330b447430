import type * as z from 'zod/mini'
import type { Note, Progress, NewNoteSchema } from '@/shared/entities'
import { MAX_NOTES_PER_VIDEO } from '@/shared/input-rules'
import { conflict, notFound } from './errors'
import { messages } from '../messages'
import type { NoteRecord, ProgressRecord, Store, StoreTx } from '../store/port'
import { requireUser } from './lists'

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

/** A note as its schema read it (trimmed; an empty position is no position). */
type NewNote = z.output<typeof NewNoteSchema>

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
    add: (userId: string, videoId: string, { timeSeconds, text, fen }: NewNote) =>
      onVideo(
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
            ...(fen ? { fen } : {}),
            createdAt: now(),
          }),
        MAX_NOTES_PER_VIDEO,
      ),
    remove: (userId: string, videoId: string, noteId: string) =>
      onVideo('write', userId, videoId, async (tx) => {
        if (!(await tx.removeNote(userId, videoId, noteId))) throw notFound(messages.noteNotFound)
      }),
  }
}
