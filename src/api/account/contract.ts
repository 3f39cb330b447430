import { GameSchema } from '@/shared/games'
import * as z from 'zod/mini'
import {
  DrillSchema,
  NoteSchema,
  PAGE_LANGUAGES,
  ProfileAnswerSchema,
  ProgressSchema,
  CardStateSchema,
  RATINGS,
  UserProfileSchema,
  NewAccountSchema,
} from '@/shared/entities'
import { GuessRoundSchema } from '@/shared/guess-rounds'
import { PuzzleAttemptSchema } from '../puzzles/shapes'
import { messages } from '../messages'
import { text } from '../http/body-parts'
import { answers } from '../http/answers'
import { UtcOffsetQuery } from '../http/utc-offset'
import { endpoints } from '../http/endpoint'

/** A video as the export names it: its id and title. */
const titled = z.array(z.object({ videoId: z.string(), title: z.string() }))

/** Everything the account holds, as GET /api/user/export answers it. */
export const DataExportSchema = z.object({
  exportedAt: z.string(),
  account: UserProfileSchema,
  likes: titled,
  watchlater: titled,
  history: titled,
  playlists: z.array(
    z.object({ _id: z.string(), title: z.string(), description: z.string(), videos: titled }),
  ),
  progress: z.array(ProgressSchema),
  notes: z.array(NoteSchema),
  drills: z.array(z.extend(DrillSchema, { card: CardStateSchema })),
  reviews: z.array(
    z.object({ drillId: z.string(), rating: z.enum(RATINGS), reviewedAt: z.string() }),
  ),
  sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string() })),
  guesses: z.array(
    z.object({ videoId: z.string(), best: GuessRoundSchema, last: GuessRoundSchema }),
  ),
  puzzleAttempts: z.array(PuzzleAttemptSchema),
  games: z.array(GameSchema),
  classes: z.array(
    z.object({
      name: z.string(),
      role: z.enum(['coach', 'student']),
      code: z.optional(z.string()),
    }),
  ),
})

const tag = 'Account'

/** A new password follows signup's rule; the current one is only checked against the hash. */
export const PasswordChangeBodySchema = z.object({
  currentPassword: text(200),
  newPassword: NewAccountSchema.shape.password,
})

export const AccountDeletionBodySchema = z.object({ password: text(200) })

export const LanguageBodySchema = z.object(
  { language: z.enum(PAGE_LANGUAGES, messages.languageUnknown) },
  messages.languageUnknown,
)

/** What the account endpoints answer (docs/api.md). */
export const accountAnswers = {
  language: z.object({ language: z.enum(PAGE_LANGUAGES) }),
  profile: ProfileAnswerSchema,
  token: z.object({ encodedToken: z.string() }),
}

/**
 * The account endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const accountContract = endpoints({
  profile: {
    method: 'GET',
    path: '/user/profile',
    tag,
    summary:
      'Your profile: the account, "Your learning" and 84 days of activity (?utcOffset=minutes)',
    query: UtcOffsetQuery,
    responses: { 200: ['{user, stats, activity}', accountAnswers.profile] },
  },
  changePassword: {
    method: 'PUT',
    path: '/user/password',
    tag,
    summary: 'Change your password: every other session ends, this one gets a new token',
    body: PasswordChangeBodySchema,
    example: { currentPassword: 'guest-pass-123', newPassword: 'a-new-pass-456' },
    responses: {
      200: ['A new token for this session', accountAnswers.token],
      400: 'A new password under 8 characters, or the same as the current one',
      401: 'The current password is wrong',
      403: 'A demo account on a server (GAMBIT_DEMO)',
    },
  },
  setLanguage: {
    method: 'PUT',
    path: '/user/language',
    tag,
    summary: "Keep the page's language on your account: it follows you to your other devices",
    body: LanguageBodySchema,
    example: { language: 'es' },
    responses: {
      200: ['The language kept', accountAnswers.language],
      400: 'A language the page does not speak (en, es, hi)',
      403: 'A demo account on a server (GAMBIT_DEMO): each device keeps its own',
    },
  },
  exportData: {
    method: 'GET',
    path: '/user/export',
    tag,
    summary: 'Every record of yours, as gambit-data.json (no password hash)',
    responses: { 200: ['Your data', DataExportSchema] },
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/user',
    tag,
    summary: 'Delete your account and every record of yours, with your password',
    body: AccountDeletionBodySchema,
    example: { password: 'guest-pass-123' },
    responses: {
      200: ['Deleted', answers.done],
      401: 'The password is wrong',
      403: 'A demo account on a server (GAMBIT_DEMO)',
    },
  },
})
