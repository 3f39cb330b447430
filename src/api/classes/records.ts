import * as z from 'zod/mini'
import { isRecord } from '@/shared/is-record'
import type { AssignmentRecord, ClassRecord, MemberRecord } from '../store/port'
import { type GuessRound } from '@/shared/guess-rounds'
import type { AssignmentRoundRecord } from './store'
import { GUESS_SIDES, isGuessSide } from '@/shared/lesson-limits'
import { DIFFICULTIES, type Difficulty } from '@/shared/puzzle-themes'
import { isId, isNumber, isText, ownerId, parsedBy, reader } from '../store/records'

// The classes records as the stores read them, checked through their schemas (../store/records.ts
// says why and how a record that cannot be read is skipped).

const ClassRecordSchema = z.object({
  _id: ownerId,
  coachId: ownerId,
  name: z.string(),
  code: z.string().check(z.minLength(1)),
  createdAt: z.string(),
})
export const readClass = reader<ClassRecord>('class', parsedBy(ClassRecordSchema))
export const readMember = reader<MemberRecord>(
  'class member',
  parsedBy(z.object({ classId: ownerId, userId: ownerId, joinedAt: z.string() })),
)
const assignmentBase = {
  _id: ownerId,
  classId: ownerId,
  due: z.catch(z.optional(z.string()), undefined),
  createdAt: z.string(),
}
const readAssignmentFields = parsedBy(
  z.discriminatedUnion('kind', [
    z.object({ ...assignmentBase, kind: z.literal('playlist'), playlistId: ownerId }),
    z.object({
      ...assignmentBase,
      kind: z.literal('guess'),
      videoId: ownerId,
      side: z.enum(GUESS_SIDES),
    }),
    z.object({
      ...assignmentBase,
      kind: z.literal('puzzles'),
      themes: z.array(z.string()),
      difficulty: z.optional(z.enum(Object.keys(DIFFICULTIES) as [Difficulty, ...Difficulty[]])),
      count: z.number().check(z.int(), z.gte(1)),
    }),
  ]),
)
export const readAssignment = reader<AssignmentRecord>('assignment', (fields) => {
  // SQL keeps what another kind of assignment names as NULL.
  const assignment = readAssignmentFields(
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)),
  )
  if (assignment?.due === undefined) delete assignment?.due
  return assignment
})

const isMissedGuess = (missed: unknown) =>
  isRecord(missed) &&
  isNumber(missed.ply) &&
  isText(missed.fen) &&
  isText(missed.played) &&
  isText(missed.expected)
/**
 * A kept round is JSON the back end wrote (api/guesses/rules.ts), read 200 at a time by a class's
 * results: checked field by field as GuessRoundSchema would and taken as it is, without zod's copy
 * of it and of each miss (docs/performance.md, "The third pass"). Nothing of it reaches the wire
 * whole: the results take its counts and each miss's three moves.
 */
const isKeptRound = (round: unknown): round is GuessRound =>
  isRecord(round) &&
  isGuessSide(round.side) &&
  isNumber(round.right) &&
  isNumber(round.total) &&
  Array.isArray(round.missed) &&
  round.missed.every(isMissedGuess) &&
  Array.isArray(round.goodByEngine) &&
  round.goodByEngine.every(isMissedGuess) &&
  isText(round.at)
export const readAssignmentRound = reader<AssignmentRoundRecord>(
  'assignment round',
  ({ assignmentId, userId, round }) =>
    isId(assignmentId) && isId(userId) && isKeptRound(round)
      ? { assignmentId, userId, round }
      : undefined,
)
