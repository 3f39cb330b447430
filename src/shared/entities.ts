import * as z from 'zod/mini'
import { isFenLayout, MAX_FEN_LENGTH, tidyFen } from './fen'
import {
  inputMessages,
  MAX_ALTERNATIVES,
  MAX_NOTE_MOVES,
  MAX_SOLUTION_MOVES,
  MAX_VIDEO_SECONDS,
  MOVE_TEXT_MAX,
  MIN_PASSWORD_LENGTH,
  isOneLineName,
  NAME_MAX,
  NOTE_TEXT_MAX,
} from './input-rules'
import {
  ASSIGNMENT_KINDS,
  LEVELS,
  PAGE_LANGUAGES,
  VIDEO_LISTS,
  type VideoListName,
} from './entity-names'

export { PAGE_LANGUAGES, type PageLanguage } from './entity-names'
import { OpeningSchema } from './lesson'
import { GUESS_SIDES } from './lesson-limits'

/**
 * Every entity's shape, declared once (docs/architecture.md, "Entities"): the API answers with
 * these (and /api/openapi.json describes them), the stores read records through them
 * (api/store/records.ts), and the page takes its types from them. The page imports types only
 * (`import type`), so zod never reaches its first visit.
 */

const id = z.string().check(z.minLength(1))
const seconds = z.number().check(z.gte(0))

export const VideoSchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  creator: z.string(),
  category: z.string(),
  level: z.enum(LEVELS),
  /** Lowercase topics, e.g. "game analysis". */
  tags: z.array(z.string()),
  /**
   * Set when a curator removed the video: a learner's lists, notes and drills still show it
   * (docs/product.md, "Curators grow the catalogue"); browse views never do.
   */
  removed: z.optional(z.literal(true)),
  /** Its lesson's opening, when it has a lesson that reaches a named position (never stored here). */
  opening: z.optional(OpeningSchema),
  /** Set when the video has a lesson (a coach assigns its guessing; never stored here). */
  lesson: z.optional(z.literal(true)),
  /** Its lesson's players, event and year (shared/lesson-byline.ts; never stored here). */
  lessonByline: z.optional(z.string()),
})
export type Video = z.infer<typeof VideoSchema>

export const CategorySchema = z.object({
  _id: id,
  categoryName: z.string(),
  description: z.string(),
})
export type Category = z.infer<typeof CategorySchema>

export const PlaylistSchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  videos: z.array(VideoSchema),
  /** While anyone with the link `/p/<shareId>` may view it (docs/api.md, "Sharing"). */
  shareId: z.optional(z.string()),
})
export type Playlist = z.infer<typeof PlaylistSchema>

/** A shared playlist as anyone with its link sees it: no ids of its owner's. */
export const SharedPlaylistSchema = z.object({
  shareId: z.string(),
  title: z.string(),
  description: z.string(),
  ownerName: z.string(),
  videos: z.array(VideoSchema),
})
export type SharedPlaylist = z.infer<typeof SharedPlaylistSchema>

/**
 * How far a student is in an assignment: of a playlist, its videos watched (90 %) and drills
 * reviewed; of a lesson's guessing, the best round's `right` of `total` (`done`: 1 once played);
 * of puzzles, `right` solved first try of `total` asked and `done` tried.
 */
export const AssignmentProgressSchema = z.object({
  total: z.number(),
  watched: z.optional(z.number()),
  drillsReviewed: z.optional(z.number()),
  right: z.optional(z.number()),
  done: z.optional(z.number()),
})
export type AssignmentProgress = z.infer<typeof AssignmentProgressSchema>

/**
 * An assignment of a class, due on a day (`YYYY-MM-DD`) or not: a playlist as it is now, a
 * lesson to guess as `side` (its video the one of `videos`), or `count` puzzles of any of
 * `themes` (every theme when none) and a difficulty (docs/product.md, "Homework that grades itself").
 */
export const AssignmentSchema = z.object({
  _id: id,
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  due: z.optional(z.string()),
  videos: z.array(VideoSchema),
  side: z.optional(z.enum(GUESS_SIDES)),
  themes: z.optional(z.array(z.string())),
  difficulty: z.optional(z.string()),
  count: z.optional(z.number()),
})
export type Assignment = z.infer<typeof AssignmentSchema>

/**
 * A class as its coach sees it (the code, the students) or as a student does (their own progress
 * in each assignment); docs/api.md, "Classes".
 */
export const ClassSchema = z.object({
  _id: id,
  name: z.string(),
  coachName: z.string(),
  role: z.enum(['coach', 'student']),
  code: z.optional(z.string()),
  students: z.optional(z.array(z.object({ _id: id, name: z.string() }))),
  assignments: z.array(
    z.extend(AssignmentSchema, { progress: z.optional(AssignmentProgressSchema) }),
  ),
})
export type ClassView = z.infer<typeof ClassSchema>

/** A class in the list of `GET /api/classes`: its code and size for its coach only. */
export const ClassSummarySchema = z.object({
  _id: id,
  name: z.string(),
  coachName: z.string(),
  role: z.enum(['coach', 'student']),
  code: z.optional(z.string()),
  studentCount: z.optional(z.number()),
  assignmentCount: z.optional(z.number()),
})
export type ClassSummary = z.infer<typeof ClassSummarySchema>

/** A student's assignment, across their classes, with their own progress. */
export const StudentAssignmentSchema = z.extend(AssignmentSchema, {
  classId: id,
  className: z.string(),
  progress: AssignmentProgressSchema,
})
export type StudentAssignment = z.infer<typeof StudentAssignmentSchema>

/** The coach's table: each student × each assignment. */
export const ClassProgressSchema = z.object({
  students: z.array(
    z.object({
      _id: id,
      name: z.string(),
      assignments: z.array(z.extend(AssignmentProgressSchema, { assignmentId: id })),
    }),
  ),
})
export type ClassProgress = z.infer<typeof ClassProgressSchema>

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

/** How a drill went, as the learner rates it (docs/product.md, "Drills"). */
export const RATINGS = ['again', 'hard', 'good', 'easy'] as const
export type Rating = (typeof RATINGS)[number]

/**
 * A position from a note and its answer: the learner's moves alternate with the replies. Its
 * position, video, time and text are the note's when the drill was made; `due` is when it comes
 * back (scheduled by FSRS in the back end).
 */
/** Where a drill comes from (docs/api.md, "Drills"): a note, a lesson's line, or a puzzle. */
export const DrillSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), noteId: id }),
  // `line` for a line trained ("Train this lesson"); `ply` for a guess missed on the main line.
  z.object({
    kind: z.literal('lesson'),
    videoId: id,
    side: z.enum(['white', 'black']),
    line: z.optional(z.number()),
    ply: z.optional(z.number()),
  }),
  z.object({ kind: z.literal('puzzle'), puzzleId: id }),
])
export type DrillSource = z.infer<typeof DrillSourceSchema>

export const DrillSchema = z.object({
  _id: id,
  /** The note of a drill made from one (as `source.noteId`). */
  noteId: z.optional(id),
  source: DrillSourceSchema,
  /** For each of the learner's steps, the other moves accepted there (SAN). */
  alternatives: z.optional(z.array(z.array(z.string()))),
  /** The video of the note or lesson; a puzzle's drill has none. */
  videoId: z.optional(id),
  timeSeconds: seconds,
  text: z.string(),
  fen: z.string(),
  solution: z.array(z.string()),
  due: z.string(),
  reps: z.number(),
  lapses: z.number(),
  lastReview: z.optional(z.string()),
  createdAt: z.string(),
})
export type Drill = z.infer<typeof DrillSchema>

/** A drill due now, with when it would come back after each rating. */
/** FSRS's memory of a drill (api/drills/scheduler.ts), stored beside its schedule and in an export. */
export const CardStateSchema = z.object({
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  state: z.number(),
})
export type CardState = z.infer<typeof CardStateSchema>

export const DueDrillSchema = z.extend(DrillSchema, {
  next: z.object({ again: z.string(), hard: z.string(), good: z.string(), easy: z.string() }),
})
export type DueDrill = z.infer<typeof DueDrillSchema>

/** A curator may change the catalogue (docs/product.md, "Curators grow the catalogue"). */
export const USER_ROLES = ['curator'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const UserProfileSchema = z.object({
  _id: id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  role: z.optional(z.enum(USER_ROLES)),
  /** Chosen on a device, it follows the learner to the others; none before one is chosen. */
  language: z.optional(z.enum(PAGE_LANGUAGES)),
})
export type UserProfile = z.infer<typeof UserProfileSchema>

/** "Your learning" on the profile (docs/product.md, "Your profile and account"). */
export const LearningStatsSchema = z.object({
  videosWatched: z.number(),
  secondsWatched: z.number(),
  notes: z.number(),
  drills: z.number(),
  streak: z.number(),
  puzzlesSolved: z.number(),
})
/** One day of the activity picture: watching, notes written and reviews, in the learner's days. */
export const ActivityDaySchema = z.object({ date: z.string(), count: z.number() })
/** `GET /api/user/profile`: the last 84 days of activity, oldest first. */
export const ProfileAnswerSchema = z.object({
  user: UserProfileSchema,
  stats: LearningStatsSchema,
  activity: z.array(ActivityDaySchema),
})
export type ProfileAnswer = z.infer<typeof ProfileAnswerSchema>

const videos = z.array(VideoSchema)
export const UserSchema = z.extend(UserProfileSchema, {
  likes: videos,
  watchlater: videos,
  history: videos,
  playlists: z.array(PlaylistSchema),
})
export type User = z.infer<typeof UserSchema>
export type VideoListResponse<L extends VideoListName = VideoListName> = Record<L, Video[]>

/** A video list's answer, `{ likes: [...] }` and the like. */
export const videoListAnswer = <L extends (typeof VIDEO_LISTS)[number]>(name: L) =>
  z.object({ [name]: videos } as { [K in L]: typeof videos })

// What the page sends to create an account or a note: the API validates requests with these
// (api/http/request-body.ts), and the page's inputs are their types.

/** A first or last name: optional, trimmed (spaces alone are no name). */
const name = z._default(
  z.optional(
    z
      .string(inputMessages.nameTooLong)
      .check(
        z.trim(),
        z.maxLength(NAME_MAX, inputMessages.nameTooLong),
        z.refine(isOneLineName, inputMessages.nameControlCharacters),
      ),
  ),
  '',
)

export const NewAccountSchema = z.looseObject({
  email: z
    .string(inputMessages.invalidEmail)
    .check(z.trim(), z.email(inputMessages.invalidEmail), z.maxLength(320)),
  password: z
    .string(inputMessages.passwordTooShort)
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, inputMessages.passwordTooShort),
      z.maxLength(200, inputMessages.passwordTooLong),
    ),
  firstName: name,
  lastName: name,
})
export type NewAccount = z.input<typeof NewAccountSchema>

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

/** Moves in SAN (each trimmed, 1 to MOVE_TEXT_MAX characters): `min` to `max` of them. */
const moveList = (message: string, { min, max }: { min: number; max: number }) =>
  z
    .array(
      z
        .string(message)
        .check(z.trim(), z.minLength(1, message), z.maxLength(MOVE_TEXT_MAX, message)),
      message,
    )
    .check(z.minLength(min, message), z.maxLength(max, message))

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

/** "Save drill": a note with a position and the answer played from it (1 to 20 moves). */
const alternatives = z
  .array(
    moveList(inputMessages.alternativesInvalid, { min: 0, max: MAX_ALTERNATIVES }),
    inputMessages.alternativesInvalid,
  )
  .check(z.maxLength(MAX_SOLUTION_MOVES, inputMessages.alternativesInvalid))

export const NewDrillSchema = z.looseObject({
  noteId: z
    .string(inputMessages.drillNoteMissing)
    .check(z.minLength(1, inputMessages.drillNoteMissing)),
  solution: moveList(inputMessages.solutionInvalid, { min: 1, max: MAX_SOLUTION_MOVES }),
  alternatives: z.optional(alternatives),
})

export const DrillChangesSchema = z.object({ alternatives })
export type NewDrill = z.input<typeof NewDrillSchema>

export const ReviewSchema = z.looseObject({
  rating: z.enum(RATINGS, inputMessages.ratingInvalid),
})

export type NoteChanges = z.input<typeof NoteChangesSchema>
