import type { Note, Progress } from '@/shared/entities'

export type ProgressRecord = Progress & { userId: string }
export type NoteRecord = Note & { userId: string }

/** Progress and notes: what each adapter's study module implements. */
export interface StudyTx {
  /** The user's progress, most recently updated first. */
  progress(userId: string): Promise<ProgressRecord[]>
  /** Creates or replaces the user's progress in that video. */
  saveProgress(progress: ProgressRecord): Promise<void>
  /** false when there was none. */
  removeProgress(userId: string, videoId: string): Promise<boolean>
  /** The user's notes on a video, by time in the video (then oldest first). */
  notes(userId: string, videoId: string): Promise<NoteRecord[]>
  addNote(note: NoteRecord): Promise<void>
  /** Replaces a note with the same id, owner and video; false when the user has no such note. */
  updateNote(note: NoteRecord): Promise<boolean>
  /** false when the user has no such note on that video; its drill goes with it. */
  removeNote(userId: string, videoId: string, noteId: string): Promise<boolean>
  /** One of the user's notes, whatever its video. */
  note(userId: string, noteId: string): Promise<NoteRecord | undefined>
}
