import type * as z from 'zod/mini'
import type { Drill, NewDrillSchema } from '@/shared/entities'
import { replayMoves } from '@/shared/chess-rules'
import { checkAlternatives } from '@/shared/drill-alternatives'
import { MAX_DRILLS } from '@/shared/input-rules'
import { puzzleLine } from '@/shared/puzzle-solving'
import { themeName } from '@/shared/puzzle-themes'
import { messages } from '../messages'
import { requireUser } from '../auth/require-user'
import { conflict, invalid, notFound } from '../refusals'
import type { DrillRecord, Store, StoreTx } from '../store/port'
import { newSchedule } from './scheduler'

// A new drill (docs/api.md, "Drills"): of a note's position and the answer played on it, or of a
// puzzle, its line from the solver's turn. Each answers with all the learner's drills.

/** A drill as the API answers it: without its owner and FSRS's memory. */
export const drillOf = ({ userId: _owner, card: _card, ...drill }: DrillRecord): Drill => drill

export type NewDrill = z.output<typeof NewDrillSchema>
/** What a new drill's source gives; its id, owner, schedule and time are added here. */
type NewDrillRecord = Omit<Drill, '_id' | 'due' | 'reps' | 'lapses' | 'lastReview' | 'createdAt'>

export function newDrills(store: Store, clock: () => Date) {
  /** Adds a drill due now; its source's own duplicate is a 409 with `exists`. */
  const addNew = async (tx: StoreTx, userId: string, drill: NewDrillRecord, exists: string) => {
    if ((await tx.countDrills(userId)) >= MAX_DRILLS) throw conflict(messages.tooManyDrills)
    const now = clock()
    const added = await tx.addDrill({
      _id: crypto.randomUUID(),
      userId,
      ...drill,
      ...newSchedule(now),
      createdAt: now.toISOString(),
    })
    if (!added) throw conflict(exists)
    return (await tx.drills(userId)).map(drillOf)
  }
  const fromNote = (userId: string, { noteId, solution, alternatives = [] }: NewDrill) =>
    store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const note = await tx.note(userId, noteId)
      if (!note) throw notFound(messages.noteNotFound)
      if (!note.fen) throw invalid(messages.drillNeedsPosition)
      const answer = replayMoves(solution, note.fen)
      if (!answer) throw invalid(messages.illegalSolution)
      const accepted = checkAlternatives(note.fen, answer.moves, alternatives)
      if (!accepted) throw invalid(messages.illegalAlternatives)
      const drill = {
        noteId,
        source: { kind: 'note', noteId } as const,
        ...(accepted.length > 0 && { alternatives: accepted }),
        videoId: note.videoId,
        timeSeconds: note.timeSeconds,
        text: note.text,
        fen: note.fen,
        solution: answer.moves,
      }
      return addNew(tx, userId, drill, messages.drillExists)
    })
  const fromPuzzle = (userId: string, puzzleId: string) =>
    store.write(async (tx) => {
      await requireUser(tx, userId, messages.emailNotRegistered)
      const puzzle = await tx.puzzle(puzzleId)
      if (!puzzle) throw notFound(messages.puzzleNotFound)
      const { fen, solution } = puzzleLine(puzzle)
      const drill = {
        source: { kind: 'puzzle', puzzleId } as const,
        timeSeconds: 0,
        text: `Puzzle: ${puzzle.themes.map(themeName).join(', ')}`,
        fen,
        solution,
      }
      return addNew(tx, userId, drill, messages.puzzleDrillExists)
    })
  return { fromNote, fromPuzzle }
}
