import * as z from 'zod/mini'
import { isFenLayout, MAX_FEN_LENGTH } from './fen'
import {
  inputMessages,
  MAX_VIDEO_SECONDS,
  MIN_PASSWORD_LENGTH,
  NAME_MAX,
  NOTE_TEXT_MAX,
} from './input-rules'
import { LEVELS, VIDEO_LISTS, type VideoListName } from './entity-names'

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
})
export type Playlist = z.infer<typeof PlaylistSchema>

/** Where a user stopped in a video (docs/api.md, "Progress"). */
export const ProgressSchema = z.object({
  videoId: id,
  positionSeconds: seconds,
  durationSeconds: seconds,
  updatedAt: z.string(),
})
export type Progress = z.infer<typeof ProgressSchema>

/** A note at a moment of a video, with a board position when it has one (FEN). */
export const NoteSchema = z.object({
  _id: id,
  videoId: id,
  timeSeconds: seconds,
  text: z.string(),
  fen: z.optional(z.string()),
  createdAt: z.string(),
})
export type Note = z.infer<typeof NoteSchema>

export const UserProfileSchema = z.object({
  _id: id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type UserProfile = z.infer<typeof UserProfileSchema>

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
export const videoListAnswer = (name: (typeof VIDEO_LISTS)[number]) => z.object({ [name]: videos })

// What the page sends to create an account or a note: the API validates requests with these
// (api/request-body.ts), and the page's inputs are their types.

/** A first or last name: optional, trimmed (spaces alone are no name). */
const name = z._default(
  z.optional(
    z
      .string(inputMessages.nameTooLong)
      .check(z.trim(), z.maxLength(NAME_MAX, inputMessages.nameTooLong)),
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

export const NewNoteSchema = z.looseObject({
  timeSeconds: noteSeconds,
  text: z
    .string(inputMessages.noteTextInvalid)
    .check(
      z.trim(),
      z.minLength(1, inputMessages.noteTextInvalid),
      z.maxLength(NOTE_TEXT_MAX, inputMessages.noteTextInvalid),
    ),
  // An empty position is no position.
  fen: z.optional(
    z.string(inputMessages.fenInvalid).check(
      z.trim(),
      z.maxLength(MAX_FEN_LENGTH, inputMessages.fenInvalid),
      z.refine((fen) => fen === '' || isFenLayout(fen), inputMessages.fenInvalid),
    ),
  ),
})
export type NewNote = z.input<typeof NewNoteSchema>
