import * as z from 'zod/mini'
import { ownerId, parsedBy, reader } from '../store/records'
import {
  PuzzleAttemptSchema,
  PuzzleMistakeSchema,
  PuzzleSchema,
  type PuzzleAnswer,
  type PuzzleMistake,
} from './shapes'
import type { PuzzleAttemptRecord, PuzzleRecord } from './store'

// The puzzles' records as the stores read them, checked through their shapes (./shapes.ts)
// (store/records.ts says why and how a record that cannot be read is skipped).

/** A puzzle attempt's wrong move, stored as JSON (api/puzzles/homework-sql.ts). */
export const readPuzzleMistake = reader<PuzzleMistake>(
  'puzzle mistake',
  parsedBy(PuzzleMistakeSchema),
)

/** A puzzle as a learner is shown it (api/puzzles/store.ts, nextPuzzle): no count of plays. */
const ShownPuzzleSchema = z.extend(PuzzleSchema, { _id: ownerId })
export const readShownPuzzle = reader<PuzzleAnswer>('puzzle', parsedBy(ShownPuzzleSchema))

export const readPuzzle = reader<PuzzleRecord>(
  'puzzle',
  parsedBy(z.extend(ShownPuzzleSchema, { plays: z.number() })),
)

const readAttemptFields = parsedBy(
  z.extend(PuzzleAttemptSchema, { userId: ownerId, puzzleId: ownerId }),
)
export const readPuzzleAttempt = reader<PuzzleAttemptRecord>('puzzle attempt', (fields) =>
  // SQL keeps no wrong move as NULL.
  readAttemptFields(fields.mistake === null ? { ...fields, mistake: undefined } : fields),
)
