import * as z from 'zod/mini'
import { UserSchema, NewAccountSchema } from '@/shared/entities'
import { text } from '../http/body-parts'
import { answers } from '../http/answers'
import { endpoints } from '../http/endpoint'

const tag = 'Auth'

// Login never judges a password's length: a wrong one is a 401 like any other (docs/api.md).
export const LoginBodySchema = z.object({
  email: text(320, { trim: true }),
  password: text(200),
})

export const SignupBodySchema = NewAccountSchema

/** What the auth endpoints answer (docs/api.md). */
export const authAnswers = {
  login: z.object({ foundUser: UserSchema, encodedToken: z.string() }),
  signup: z.object({ createdUser: UserSchema, encodedToken: z.string() }),
}

/**
 * The auth endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const authContract = endpoints({
  login: {
    method: 'POST',
    path: '/auth/login',
    tag,
    summary: 'Log in: the user with every list, and a token for 30 days',
    body: LoginBodySchema,
    example: { email: 'guest@gambit.dev', password: 'guest-pass-123' },
    responses: {
      200: ['The user and `encodedToken`', authAnswers.login],
      400: 'A missing or malformed field',
      401: 'Wrong password',
      403: 'A demo account on a server that does not offer them (GAMBIT_DEMO)',
      404: 'No account has this email',
      429: 'Too many failed logins for this account or from this address (Node server)',
    },
  },
  signup: {
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
      201: ['The new user and `encodedToken`', authAnswers.signup],
      400: 'An invalid email or a password under 8 characters',
      403: "A demo account's email on a server that does not offer them (GAMBIT_DEMO)",
      422: 'The email is taken',
      429: 'Too many signups from this address (Node server)',
    },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    tag,
    summary: "Log out: the token's session ends, and the token is refused from then on",
    responses: { 200: ['Logged out', answers.done], 401: 'A missing, forged or expired token' },
  },
})
