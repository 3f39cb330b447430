import * as z from 'zod/mini'
import { NewAccountSchema, PAGE_LANGUAGES } from '@/shared/entities'
import { messages } from '../messages'
import { text } from '../http/body-parts'
import { answers } from '../../shared/answers'
import { UtcOffsetQuery } from '../http/utc-offset'
import { endpoints } from '../http/define'

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
    responses: { 200: ['{user, stats, activity}', answers.profile] },
  },
  changePassword: {
    method: 'PUT',
    path: '/user/password',
    tag,
    summary: 'Change your password: every other session ends, this one gets a new token',
    body: PasswordChangeBodySchema,
    example: { currentPassword: 'guest-pass-123', newPassword: 'a-new-pass-456' },
    responses: {
      200: ['A new token for this session', answers.token],
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
      200: ['The language kept', answers.language],
      400: 'A language the page does not speak (en, es, hi)',
      403: 'A demo account on a server (GAMBIT_DEMO): each device keeps its own',
    },
  },
  exportData: {
    method: 'GET',
    path: '/user/export',
    tag,
    summary: 'Every record of yours, as gambit-data.json (no password hash)',
    responses: { 200: ['Your data', answers.dataExport] },
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
