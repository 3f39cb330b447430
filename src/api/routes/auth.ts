import { login, signup } from '../domain/users'
import { LoginBodySchema, SignupBodySchema } from '../request-body'
import { answers } from '../schemas'
import { defineRoutes, route } from './define'

const tag = 'Auth'

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
        404: 'No account has this email',
      },
    },
    async (c, { email, password }) => c.json(await login(c.var.store, email, password), 200),
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
        422: 'The email is taken',
      },
    },
    async (c, { email, password, firstName, lastName }) =>
      c.json(await signup(c.var.store, { email, password, firstName, lastName }), 201),
  ),
])
