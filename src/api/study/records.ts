import * as z from 'zod/mini'
import { NoteSchema, ProgressSchema } from '@/shared/entities'
import { isFenLayout } from '@/shared/fen'
import type { NoteRecord, ProgressRecord } from '../store/port'
import { isText, ownerId, parsedBy, reader, type Fields } from '../store/records'

// The study records as the stores read them, checked through their schemas (../store/records.ts
// says why and how a record that cannot be read is skipped).

const ProgressRecordSchema = z.extend(ProgressSchema, { userId: ownerId })
export const readProgress = reader<ProgressRecord>('progress', (fields) => {
  const progress = parsedBy(ProgressRecordSchema)(fields)
  // Never more than the whole video, whatever was stored.
  return (
    progress && {
      ...progress,
      positionSeconds: Math.min(progress.positionSeconds, progress.durationSeconds),
    }
  )
})

const NoteRecordSchema = z.extend(z.omit(NoteSchema, { fen: true, startFen: true, moves: true }), {
  userId: ownerId,
})
export const readNote = reader<NoteRecord>('note', (fields) => {
  const note = parsedBy(NoteRecordSchema)(fields)
  return note && { ...note, ...readNotePosition(fields) }
})

/** A note's position; one that cannot be read is dropped, and the note keeps its text. */
function readNotePosition({ fen, startFen, moves }: Fields) {
  if (!isText(fen) || !isFenLayout(fen)) return {}
  if (!Array.isArray(moves) || moves.length === 0 || !moves.every(isText)) return { fen }
  // Moves from a start that cannot be read cannot be replayed: the position alone is kept.
  if (startFen === undefined || startFen === null) return { fen, moves }
  return isText(startFen) && isFenLayout(startFen) ? { fen, startFen, moves } : { fen }
}
