import { authContract } from './contract'
import type { Refusal } from '../refusals'
import { logout } from '../account/rules'
import { login, normaliseEmail, signup } from './rules'
import { asCountedAttempt, type SignInAttempt } from '../store/sign-in-limits'
import { defineRoutes, route } from '../http/define'

/** A wrong password or an unknown email: what the login limits count. */
const FAILED_LOGIN: Refusal[] = ['unauthenticated', 'not-found']

export const authRoutes = defineRoutes([
  route(authContract.login, async (c, { email, password }) => {
    const attempt: SignInAttempt = {
      kind: 'login',
      email: normaliseEmail(email),
      address: c.get('clientAddress'),
    }
    // Counted before the password is checked, so the right one does not end a wait early and
    // many at once cannot all slip under the limit (../store/sign-in-limits.ts).
    const answer = await asCountedAttempt(c.get('signInLimits'), attempt, FAILED_LOGIN, () =>
      login(c.get('store'), email, password, c.get('curators'), c.get('demoAccounts')),
    )
    return c.json(answer, 200)
  }),
  route(authContract.signup, async (c, { email, password, firstName, lastName }) => {
    const attempt = { kind: 'signup', address: c.get('clientAddress') } as const
    await c.get('signInLimits')?.take(attempt)
    return c.json(
      await signup(
        c.get('store'),
        { email, password, firstName, lastName },
        c.get('curators'),
        c.get('demoAccounts'),
      ),
      201,
    )
  }),
  route(authContract.logout, async (c) => {
    await logout(c.get('store'), c.req.header('authorization'))
    return c.json({}, 200)
  }),
])
