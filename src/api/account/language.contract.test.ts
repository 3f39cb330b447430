import { expect, test } from 'vitest'
import { createTestServer, GUEST } from '@/testing/test-server'

// docs/api.md, "Account": the page's language kept on the account; runs against every store.

test('an account has no language until one is chosen; then the profile and every login have it', async () => {
  const server = createTestServer()
  const here = await server.login()
  expect(here.user.language).toBeUndefined()
  const chosen = await server.call('PUT', '/api/user/language', {
    token: here.token,
    body: { language: 'es' },
  })
  expect(chosen).toMatchObject({ status: 200, body: { language: 'es' } })
  const profile = await server.call('GET', '/api/user/profile', { token: here.token })
  expect(profile.body.user.language).toBe('es')
  // Another device: its login finds the choice.
  expect((await server.login(GUEST)).user.language).toBe('es')
  await server.call('PUT', '/api/user/language', { token: here.token, body: { language: 'en' } })
  expect((await server.login(GUEST)).user.language).toBe('en')
})

test('a language the page does not speak is a 400 that names the three; without a token a 401', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  for (const body of [{ language: 'fr' }, { language: 3 }, {}, { lang: 'es' }]) {
    expect(await server.call('PUT', '/api/user/language', { token, body })).toMatchObject({
      status: 400,
      body: { errors: ['Send {language: "en"}, {language: "es"} or {language: "hi"}.'] },
    })
  }
  expect((await server.login()).user.language).toBeUndefined()
  const anonymous = await server.call('PUT', '/api/user/language', { body: { language: 'es' } })
  expect(anonymous.status).toBe(401)
})
