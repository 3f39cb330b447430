import { changePassword, chooseLanguage, deleteAccount } from './rules'
import { exportOf, profileOf } from './profile'
import {
  AccountDeletionBodySchema,
  LanguageBodySchema,
  PasswordChangeBodySchema,
} from '../http/request-body'
import { answers } from '../../shared/answers'
import { defineRoutes, route } from '../http/define'
import { utcOffset, UtcOffsetQuery } from '../http/utc-offset'

const tag = 'Account'

/** The learner's profile and account (docs/api.md, "Account"). */
export const accountRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/user/profile',
      tag,
      summary:
        'Your profile: the account, "Your learning" and 84 days of activity (?utcOffset=minutes)',
      query: UtcOffsetQuery,
      responses: { 200: ['{user, stats, activity}', answers.profile] },
    },
    async (c, _body, query) => {
      const offset = utcOffset(query.utcOffset)
      return c.json(
        await profileOf(c.get('store'), c.get('userId'), offset, c.get('curators')),
        200,
      )
    },
  ),
  route(
    {
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
    async (c, body) => {
      const session = {
        userId: c.get('userId'),
        sessionId: c.get('sessionId'),
        demo: c.get('demoAccounts'),
      }
      return c.json(await changePassword(c.get('store'), session, body), 200)
    },
  ),
  route(
    {
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
    async (c, { language }) => {
      const asker = { userId: c.get('userId'), demo: c.get('demoAccounts') }
      return c.json(await chooseLanguage(c.get('store'), asker, language), 200)
    },
  ),
  route(
    {
      method: 'GET',
      path: '/user/export',
      tag,
      summary: 'Every record of yours, as gambit-data.json (no password hash)',
      responses: { 200: ['Your data', answers.dataExport] },
    },
    async (c) => {
      c.header('content-disposition', 'attachment; filename="gambit-data.json"')
      return c.json(await exportOf(c.get('store'), c.get('userId')), 200)
    },
  ),
  route(
    {
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
    async (c, { password }) => {
      await deleteAccount(
        c.get('store'),
        { userId: c.get('userId'), demo: c.get('demoAccounts') },
        password,
      )
      return c.json({}, 200)
    },
  ),
])
