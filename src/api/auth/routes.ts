import type { Refusal } from '../refusals'
import { logout } from '../account/rules'
import { login, normaliseEmail, signup } from './rules'
import { LoginBodySchema, SignupBodySchema } from '../http/request-body'
import { answers } from '../../shared/answers'
import { asCountedAttempt, type SignInAttempt } from '../store/sign-in-limits'
import { defineRoutes, route } from '../http/define'

const tag = 'Auth'

/** A wrong password or an unknown email: what the login limits count. */
const FAILED_LOGIN: Refusal[] = ['unauthenticated', 'not-found']

export const authRoutes = defineRoutes([
  route(
    {
      method: 'POST',
      path: '/auth/login',
      tag,
      summary: 'Log in: the user with every list, and a token for 30 days',
      body: LoginBodySchema,
      example: { email: 'guest@gambit.dev', password: 'guest-pass-123' },
      responses: {
        200: ['The user and `encodedToken`', answers.login],
        400: 'A missing or malformed field',
        401: 'Wrong password',
        403: 'A demo account on a server that does not offer them (GAMBIT_DEMO)',
        404: 'No account has this email',
        429: 'Too many failed logins for this account or from this address (Node server)',
      },
    },
    async (c, { email, password }) => {
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
    },
  ),
  route(
    {
      method: 'POST',
      path: '/auth/signup',
      tag,
      summary: 'Sign up: a new user, logged in',
      body: SignupBodySchema,
      example: {
        email: 'new.player@gambit.dev',
        password: 'new-pass-123',
        firstName: 'New',
        lastName: 'Player',
      },
      responses: {
        201: ['The new user and `encodedToken`', answers.signup],
        400: 'An invalid email or a password under 8 characters',
        403: "A demo account's email on a server that does not offer them (GAMBIT_DEMO)",
        422: 'The email is taken',
        429: 'Too many signups from this address (Node server)',
      },
    },
    async (c, { email, password, firstName, lastName }) => {
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
    },
  ),
  route(
    {
      method: 'POST',
      path: '/auth/logout',
      tag,
      summary: "Log out: the token's session ends, and the token is refused from then on",
      responses: { 200: ['Logged out', answers.done], 401: 'A missing, forged or expired token' },
    },
    async (c) => {
      await logout(c.get('store'), c.req.header('authorization'))
      return c.json({}, 200)
    },
  ),
])
