import type * as z from 'zod/mini'
import {
  isLegalPosition,
  isReadablePosition,
  replayMoves,
  samePosition,
} from '@/shared/chess-rules'
import type { Note, NoteChangesSchema } from '@/shared/entities'
import { START_FEN } from '@/shared/fen'
import { messages } from '../messages'
import { invalid } from '../refusals'

/** A position as a request gives it (trimmed by the schema; '' is no position). */
type GivenPosition = Pick<z.output<typeof NoteChangesSchema>, 'fen' | 'startFen' | 'moves'>
export type NotePosition = Pick<Note, 'fen' | 'startFen' | 'moves'>

/** Whether a request says anything of the position (an edit that does replaces the whole of it). */
export const givesPosition = ({ fen, startFen, moves }: GivenPosition) =>
  fen !== undefined || startFen !== undefined || moves !== undefined

/**
 * The position a note keeps, checked by the rules of chess (docs/api.md, "Notes"): given moves
 * are replayed from `startFen` (the initial position when not given) and the note keeps the
 * position they reach, which a `fen` sent with them must be; a position alone must be legal.
 */
export function notePosition({ fen, startFen, moves = [] }: GivenPosition): NotePosition {
  if (moves.length === 0) {
    const position = fen || startFen
    if (!position) return {}
    if (!isReadablePosition(position)) throw invalid(messages.fenInvalid)
    if (!isLegalPosition(position)) throw invalid(messages.illegalPosition)
    return { fen: position }
  }
  const start = startFen || START_FEN
  if (!isReadablePosition(start)) throw invalid(messages.fenInvalid)
  if (!isLegalPosition(start)) throw invalid(messages.illegalPosition)
  const reached = replayMoves(moves, start)
  if (!reached) throw invalid(messages.illegalMoves)
  if (fen && !samePosition(fen, reached.fen)) throw invalid(messages.positionNotReached)
  return {
    fen: reached.fen,
    ...(samePosition(start, START_FEN) ? {} : { startFen: start }),
    moves: reached.moves,
  }
}
