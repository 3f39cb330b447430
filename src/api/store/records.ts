import * as z from 'zod/mini'
import {
  CardStateSchema,
  CategorySchema,
  DrillSchema,
  NoteSchema,
  PlaylistSchema,
  ProgressSchema,
  RATINGS,
  UserProfileSchema,
  USER_ROLES,
  PAGE_LANGUAGES,
  VideoSchema,
  type Category,
  type Video,
} from '@/shared/entities'
import { VIDEO_LISTS } from '@/shared/entity-names'
import { isFenLayout } from '@/shared/fen'
import { isRecord } from '@/shared/is-record'
import { isPasswordHash } from '../auth/passwords'
import type {
  DrillRecord,
  EntryListName,
  NoteRecord,
  PlaylistRecord,
  ProgressRecord,
  ReviewRecord,
  SessionRecord,
  UserRecord,
  AssignmentRecord,
  CatalogueVideo,
  ClassRecord,
  MemberRecord,
} from './port'
import { VIDEO_SOURCES } from './port'
import { LessonSchema, OpeningSchema } from '@/shared/lesson'
import type { Opening } from '@/shared/opening-names'
import { GuessRoundSchema, type GuessRound } from '@/shared/guess-rounds'
import type { GuessRecord } from '../guesses/store'
import type { AssignmentRoundRecord } from '../classes/store'
import { GUESS_SIDES, isGuessSide } from '@/shared/lesson-limits'
import { DIFFICULTIES, type Difficulty } from '@/shared/puzzle-themes'
import type { LessonPositionRecord, LessonRecord } from '../lessons/store'

/**
 * Everything read from a database is checked here before a handler sees it: a record that cannot
 * be read is skipped with a console warning instead of blanking a page or failing a request
 * (docs/product.md, "Stored data"). Records are read through the entities' own schemas
 * (shared/entities.ts), with what a store adds (the owner) and what it may lack (a description)
 * said here.
 */

type Fields = Record<string, unknown>
const isText = (value: unknown): value is string => typeof value === 'string'
const isId = (value: unknown): value is string => isText(value) && value !== ''

/** The fields that name a record in the log: its ids, not the whole of it (a lesson's 100 KB). */
const NAMING = ['_id', 'videoId', 'userId', 'owner', 'puzzleId', 'assignmentId', 'classId']

function warnUnreadable(kind: string, value: unknown) {
  const named = isRecord(value)
    ? Object.fromEntries(NAMING.filter((key) => key in value).map((key) => [key, value[key]]))
    : typeof value === 'string'
      ? value.slice(0, 100)
      : { type: value === null ? 'null' : typeof value }
  console.warn(
    `Gambit back end: skipped an unreadable ${kind} record ${JSON.stringify(named)}; it is kept as stored`,
  )
}

/** A reader that returns the checked record, or undefined (with a warning) for a bad one. */
export function reader<T>(kind: string, read: (fields: Fields) => T | undefined) {
  return (value: unknown): T | undefined => {
    if (value === undefined) return undefined
    const record = isRecord(value) ? read(value) : undefined
    if (record === undefined) warnUnreadable(kind, value)
    return record
  }
}

/** Keeps the readable records of a list, in order. */
export function readAll<T>(read: (value: unknown) => T | undefined, values: unknown[]): T[] {
  return values.map(read).filter((record): record is T => record !== undefined)
}

/** A reader's check: the record as a schema reads it (unknown fields left out), else undefined. */
export const parsedBy =
  <T>(schema: z.ZodMiniType<T>) =>
  (fields: Fields): T | undefined => {
    const parsed = schema.safeParse(fields)
    return parsed.success ? parsed.data : undefined
  }

export const readVideo = reader<Video>('video', parsedBy(VideoSchema))

// Written before curators (schema 7, SQL 007), a video has no source: the seed's.
const StoredVideoSchema = z.extend(z.omit(VideoSchema, { removed: true }), {
  source: z._default(z.optional(z.enum(VIDEO_SOURCES)), 'seed'),
  removedAt: z.catch(z.optional(z.string()), undefined),
})

/** A catalogue video as stored: its fields, where it came from and when it was removed. */
export const readCatalogueVideo = reader<CatalogueVideo>('video', (fields) => {
  const stored = parsedBy(StoredVideoSchema)(fields)
  if (!stored) return undefined
  const { source, removedAt, ...video } = stored
  return removedAt === undefined ? { video, source } : { video, source, removedAt }
})

export const readCategory = reader<Category>('category', parsedBy(CategorySchema))

/** The user a record belongs to. */
export const ownerId = z.string().check(z.minLength(1))

// A description that cannot be read is an empty one; a title must show something.
const PlaylistRecordSchema = z.extend(z.pick(PlaylistSchema, { _id: true }), {
  userId: ownerId,
  title: z.string().check(z.refine((title) => title.trim() !== '')),
  description: z.catch(z.string(), ''),
  // A share id that cannot be read is no share: the playlist stays private.
  shareId: z.catch(z.optional(z.string().check(z.minLength(16))), undefined),
})
export const readPlaylist = reader<PlaylistRecord>('playlist', (fields) => {
  const playlist = parsedBy(PlaylistRecordSchema)(fields)
  if (playlist?.shareId === undefined) delete playlist?.shareId
  return playlist
})

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
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

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
  isText(round.at)
export const readAssignmentRound = reader<AssignmentRoundRecord>(
  'assignment round',
  ({ assignmentId, userId, round }) =>
    isId(assignmentId) && isId(userId) && isKeptRound(round)
      ? { assignmentId, userId, round }
      : undefined,
)

const ENTRY_LISTS: EntryListName[] = [...VIDEO_LISTS, 'playlist']

/** `position` orders a playlist's entries; an entry without one sits where it was added (`seq`). */
export const readEntry = reader('list entry', (e) =>
  isId(e.owner) && ENTRY_LISTS.includes(e.list as EntryListName) && isId(e.videoId)
    ? {
        owner: e.owner,
        list: e.list as EntryListName,
        videoId: e.videoId,
        position: isNumber(e.position) ? e.position : isNumber(e.seq) ? e.seq : 0,
      }
    : undefined,
)

// A name that cannot be read is an empty one.
const UserRecordSchema = z.extend(UserProfileSchema, {
  email: z.string().check(z.minLength(1)),
  firstName: z.catch(z.string(), ''),
  lastName: z.catch(z.string(), ''),
  // A role that cannot be read is no role: never more rights than were given.
  role: z.catch(z.optional(z.enum(USER_ROLES)), undefined),
  // A language that cannot be read is none: the device's choice holds.
  language: z.catch(z.optional(z.enum(PAGE_LANGUAGES)), undefined),
})

/** A user whose password hash is unreadable stays readable, but no password will match it. */
export const readUser = reader<UserRecord>('user', (fields) => {
  const user = parsedBy(UserRecordSchema)(fields)
  if (!user) return undefined
  const password = isPasswordHash(fields.password) ? fields.password : null
  if (!password) warnUnreadable('password hash of a user', user.email)
  return { ...user, password }
})

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

const DrillRecordSchema = z.extend(DrillSchema, { userId: ownerId, card: CardStateSchema })
export const readDrill = reader<DrillRecord>('drill', parsedBy(DrillRecordSchema))

export const readReview = reader<ReviewRecord>(
  'review',
  parsedBy(
    z.object({
      userId: ownerId,
      drillId: z.string(),
      rating: z.enum(RATINGS),
      reviewedAt: z.string(),
    }),
  ),
)

export const readSession = reader<SessionRecord>(
  'session',
  parsedBy(
    z.object({ _id: ownerId, userId: ownerId, createdAt: z.string(), lastSeenAt: z.string() }),
  ),
)

export const readLesson = reader<LessonRecord>('lesson', parsedBy(LessonSchema))
export const readOpening = reader<Opening>('opening', parsedBy(OpeningSchema))
export const readLessonPosition = reader<LessonPositionRecord>(
  'lesson position',
  parsedBy(
    z.object({
      videoId: ownerId,
      epd: z.string(),
      ply: z.number(),
      san: z.string(),
      timeSeconds: z.optional(z.number()),
    }),
  ),
)

export const readGuessRecord = reader<GuessRecord>(
  'guess rounds',
  parsedBy(
    z.object({ userId: ownerId, videoId: ownerId, best: GuessRoundSchema, last: GuessRoundSchema }),
  ),
)
