import * as z from 'zod/mini'
import { isFenLayout, MAX_FEN_LENGTH, tidyFen } from '../fen'
import { inputMessages, MAX_NOTE_MOVES, MAX_VIDEO_SECONDS, NOTE_TEXT_MAX } from '../input-rules'
import { id, moveList, seconds } from './parts'

// What a learner keeps of a video: where they stopped, and notes with board positions
// (docs/api.md, "Progress", "Notes"); what the page sends to make or change a note.

/** Where a user stopped in a video (docs/api.md, "Progress"). */
export const ProgressSchema = z.object({
  videoId: id,
  positionSeconds: seconds,
  durationSeconds: seconds,
  updatedAt: z.string(),
})
export type Progress = z.infer<typeof ProgressSchema>

/**
 * A note at a moment of a video. With a board position it has `fen`, and when the board's moves
 * led there, `moves` (SAN) from `startFen` (left out for the initial position).
 */
export const NoteSchema = z.object({
  _id: id,
  videoId: id,
  timeSeconds: seconds,
  text: z.string(),
  fen: z.optional(z.string()),
  startFen: z.optional(z.string()),
  moves: z.optional(z.array(z.string())),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Note = z.infer<typeof NoteSchema>

const noteSeconds = z
  .number(inputMessages.noteTimeInvalid)
  .check(
    z.gte(0, inputMessages.noteTimeInvalid),
    z.lte(MAX_VIDEO_SECONDS, inputMessages.noteTimeInvalid),
  )

/** A position in a request: its fields one space apart; an empty one is no position. */
const position = z.optional(
  z.string(inputMessages.fenInvalid).check(
    z.overwrite(tidyFen),
    z.maxLength(MAX_FEN_LENGTH, inputMessages.fenInvalid),
    z.refine((fen) => fen === '' || isFenLayout(fen), inputMessages.fenInvalid),
  ),
)

const moves = z.optional(moveList(inputMessages.movesInvalid, { min: 0, max: MAX_NOTE_MOVES }))

const noteText = z
  .string(inputMessages.noteTextInvalid)
  .check(
    z.trim(),
    z.minLength(1, inputMessages.noteTextInvalid),
    z.maxLength(NOTE_TEXT_MAX, inputMessages.noteTextInvalid),
  )

/** The board a note keeps: the rules of chess are the back end's to check (docs/api.md). */
const notePosition = { fen: position, startFen: position, moves }

export const NewNoteSchema = z.looseObject({
  timeSeconds: noteSeconds,
  text: noteText,
  ...notePosition,
})
/** "Edit note": what is sent changes; a position sent replaces the note's whole position. */
export const NoteChangesSchema = z.looseObject({
  timeSeconds: z.optional(noteSeconds),
  text: z.optional(noteText),
  ...notePosition,
})
export type NewNote = z.input<typeof NewNoteSchema>
export type NoteChanges = z.input<typeof NoteChangesSchema>
