import { Hono } from 'hono/tiny'
import { login, signup } from '../domain/users'
import type { MockEnv } from '../env'
import { LoginBodySchema, readBody, SignupBodySchema } from '../request-body'

export const authRoutes = new Hono<MockEnv>()
  .post('/auth/login', async (c) => {
    const { email, password } = await readBody(c, LoginBodySchema)
    return c.json(await login(c.var.store, email, password), 200)
  })
  .post('/auth/signup', async (c) => {
    const { email, password, firstName, lastName } = await readBody(c, SignupBodySchema)
    return c.json(await signup(c.var.store, { email, password, firstName, lastName }), 201)
  })
