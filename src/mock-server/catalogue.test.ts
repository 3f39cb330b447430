import { expect, test } from 'vitest'
import { createTestServer } from '@/testing/test-server'

test('GET /api/videos answers the nine seed videos', async () => {
  const { call } = createTestServer()
  const { status, body } = await call('GET', '/api/videos')
  expect(status).toBe(200)
  expect(body.videos).toHaveLength(9)
  expect(body.videos[0]).toEqual(
    expect.objectContaining({
      _id: expect.any(String),
      title: expect.any(String),
      creator: expect.any(String),
      category: expect.any(String),
      description: expect.any(String),
    }),
  )
})

test('GET /api/categories answers Analysis, Tutorial and Casual in that order', async () => {
  const { call } = createTestServer()
  const { status, body } = await call('GET', '/api/categories')
  expect(status).toBe(200)
  expect(body.categories.map((c: { categoryName: string }) => c.categoryName)).toEqual([
    'Analysis',
    'Tutorial',
    'Casual',
  ])
})

test('GET /api/video/{id} answers the video, and 404 for an unknown id', async () => {
  const { call } = createTestServer()
  const found = await call('GET', '/api/video/Eas20kFpAYw')
  expect(found.status).toBe(200)
  expect(found.body.video.title).toBe("Anand's Immortal")
  const missing = await call('GET', '/api/video/nope')
  expect(missing).toMatchObject({
    status: 404,
    body: { errors: ['The video you requested does not exist.'] },
  })
})

test('GET /api/categories/{id} answers the category, and 404 for an unknown id', async () => {
  const { call } = createTestServer()
  expect((await call('GET', '/api/categories/tutorial')).body.category.categoryName).toBe(
    'Tutorial',
  )
  expect(await call('GET', '/api/categories/nope')).toMatchObject({
    status: 404,
    body: { errors: ['The category you requested does not exist.'] },
  })
})

test('GET /api/test-todos answers three to-dos', async () => {
  const { call } = createTestServer()
  const { status, body } = await call('GET', '/api/test-todos')
  expect(status).toBe(200)
  expect(body.todos).toHaveLength(3)
})

test('an unknown /api route is a JSON 404 naming the method and path', async () => {
  const { call } = createTestServer()
  expect(await call('GET', '/api/nothing/here')).toMatchObject({
    status: 404,
    contentType: expect.stringContaining('application/json'),
    body: { errors: ['No route for GET /api/nothing/here'] },
  })
  expect((await call('PUT', '/api/videos')).body).toEqual({
    errors: ['No route for PUT /api/videos'],
  })
})

test('reset restores the seed and ends earlier sessions', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  await server.call('POST', '/api/user/likes', { token, body: { video: { _id: 'wofz0k6FCMU' } } })
  await server.call('POST', '/api/auth/signup', {
    body: { email: 'new@gambit.dev', password: 'pw-123456' },
  })
  await server.store.reset()
  expect((await server.call('GET', '/api/user/likes', { token })).status).toBe(401)
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

test('the route table lists every call of the API', async () => {
  const { routes } = createTestServer()
  const table = routes()
  expect(table).toHaveLength(23)
  expect(table).toContain('DELETE /api/user/history/all')
  expect(table).toContain('POST /api/user/playlists/:playlistId')
  expect(table).toContain('GET /api/test-todos')
})
