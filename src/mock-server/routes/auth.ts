import { Hono } from 'hono/tiny'
import { checkPassword, hashPassword, signToken } from '../auth'
import type { MockEnv } from '../app'
import { HttpError } from '../http-error'
import { messages } from '../messages'
import { LoginBodySchema, readBody, SignupBodySchema } from '../request-body'
import { normaliseEmail, timestamp, toProfile } from '../store'

export const authRoutes = new Hono<MockEnv>()
  .post('/auth/login', async (c) => {
    const { store, fullUser } = c.var
    const { email, password } = await readBody(c, LoginBodySchema)
    const user = await store.userByEmail(email)
    if (!user) throw new HttpError(404, messages.emailNotRegistered)
    if (!(await checkPassword(password, user.password)))
      throw new HttpError(401, messages.wrongPassword)
    const encodedToken = await signToken({ _id: user._id, email: user.email }, await store.secret())
    return c.json({ foundUser: await fullUser(toProfile(user)), encodedToken }, 200)
  })
  .post('/auth/signup', async (c) => {
    const { store, fullUser } = c.var
    const { email, password, firstName, lastName } = await readBody(c, SignupBodySchema)
    const now = timestamp()
    const user = {
      _id: crypto.randomUUID(),
      email: normaliseEmail(email),
      firstName,
      lastName,
      password: await hashPassword(password),
      createdAt: now,
      updatedAt: now,
    }
    await store.createUser(user)
    const encodedToken = await signToken({ _id: user._id, email: user.email }, await store.secret())
    return c.json({ createdUser: await fullUser(toProfile(user)), encodedToken }, 201)
  })
