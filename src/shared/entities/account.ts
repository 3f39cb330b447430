import * as z from 'zod/mini'
import { PAGE_LANGUAGES } from '../entity-names'
import { inputMessages, isOneLineName, MIN_PASSWORD_LENGTH, NAME_MAX } from '../input-rules'
import { id } from './parts'
import { PlaylistSchema } from './playlists'
import { VideosSchema } from './videos'

// A user: their profile, learning and account (docs/api.md, "Users"); what the page sends to
// make an account.

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
  /** Games played against the engine and kept (docs/product.md, "Play it out against the engine"). */
  gamesPlayed: z.number(),
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
export const UserSchema = z.extend(UserProfileSchema, {
  likes: VideosSchema,
  watchlater: VideosSchema,
  history: VideosSchema,
  playlists: z.array(PlaylistSchema),
})
export type User = z.infer<typeof UserSchema>

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
