import { expect, test } from 'vitest'
import { createBrowserTestServer as createTestServer } from '@/testing/test-server'

// The in-browser back end's own controls (docs/api.md): the delay and "Reset demo data". The
// Node server has neither.

test('reset restores the seed and ends earlier sessions', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  await server.call('POST', '/api/user/likes', { token, body: { video: { _id: 'wofz0k6FCMU' } } })
  await server.call('POST', '/api/auth/signup', {
    body: { email: 'new@gambit.dev', password: 'pw-123456' },
  })
  await server.store.reset()
  expect((await server.call('GET', '/api/user/likes', { token })).status).toBe(401)
  // No session outlives the accounts it belonged to.
  expect(await server.countRecords('sessions')).toBe(0)
  const fresh = await server.login()
  expect((await server.call('GET', '/api/user/likes', { token: fresh.token })).body.likes).toEqual(
    [],
  )
  expect(
    (
      await server.call('POST', '/api/auth/login', {
        body: { email: 'new@gambit.dev', password: 'pw-123456' },
      })
    ).status,
  ).toBe(404)
})

test('the delay can be changed and is kept in the database', async () => {
  const server = createTestServer()
  expect(await server.store.delay()).toBe(0)
  await server.store.setDelay(250)
  expect(await server.store.delay()).toBe(250)
  await expect(server.store.setDelay(-5)).rejects.toThrow()
})

test('the delay is bounded to 0–10,000 ms with a message that says so', async () => {
  const server = createTestServer()
  expect(await server.store.setDelay(10_000)).toBe(10_000)
  for (const wrong of [-1, 10_001, 1.5, Number.NaN])
    await expect(server.store.setDelay(wrong)).rejects.toThrow(
      'The delay must be a whole number of milliseconds from 0 to 10000.',
    )
  expect(await server.store.delay()).toBe(10_000)
})
