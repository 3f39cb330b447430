import { accountContract } from './contract'
import { changePassword, chooseLanguage, deleteAccount } from './rules'
import { exportOf, profileOf } from './profile'
import { defineRoutes, route } from '../http/define'
import { utcOffset } from '../http/utc-offset'

/** The learner's profile and account (docs/api.md, "Account"). */
export const accountRoutes = defineRoutes([
  route(accountContract.profile, async (c, _body, query) => {
    const offset = utcOffset(query.utcOffset)
    return c.json(await profileOf(c.get('store'), c.get('userId'), offset, c.get('curators')), 200)
  }),
  route(accountContract.changePassword, async (c, body) => {
    const session = {
      userId: c.get('userId'),
      sessionId: c.get('sessionId'),
      demo: c.get('demoAccounts'),
    }
    return c.json(await changePassword(c.get('store'), session, body), 200)
  }),
  route(accountContract.setLanguage, async (c, { language }) => {
    const asker = { userId: c.get('userId'), demo: c.get('demoAccounts') }
    return c.json(await chooseLanguage(c.get('store'), asker, language), 200)
  }),
  route(accountContract.exportData, async (c) => {
    c.header('content-disposition', 'attachment; filename="gambit-data.json"')
    return c.json(await exportOf(c.get('store'), c.get('userId')), 200)
  }),
  route(accountContract.deleteAccount, async (c, { password }) => {
    await deleteAccount(
      c.get('store'),
      { userId: c.get('userId'), demo: c.get('demoAccounts') },
      password,
    )
    return c.json({}, 200)
  }),
])
