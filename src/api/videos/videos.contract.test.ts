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

test('every video answer carries its level and lowercase topics (docs/product.md, "Catalogue")', async () => {
  const { call } = createTestServer()
  const { body } = await call('GET', '/api/videos')
  const levels = Object.fromEntries(
    body.videos.map((video: { _id: string; level: string; tags: string[] }) => [
      video._id,
      `${video.level}: ${video.tags.join(', ')}`,
    ]),
  )
  expect(levels).toEqual({
    wofz0k6FCMU: 'beginner: draws, elite, fun',
    uW1ZUk6nkDE: 'intermediate: tactics, brilliancies, magnus carlsen',
    RbxDxocg8As: 'beginner: stream, blitz',
    '6Ae2PthxWSA': 'beginner: improvement, series',
    nmu4FE79y_8: 'intermediate: game analysis, grand prix',
    'Z2LHj-rgBbw': 'beginner: stream, fun',
    yTiMhFkfj3k: 'beginner: career',
    Eas20kFpAYw: 'advanced: game analysis, attack, classics',
    '6IegDENuxU4': 'intermediate: openings, improvement',
  })
  const single = await call('GET', '/api/video/RbxDxocg8As')
  expect(single.body.video).toMatchObject({ level: 'beginner', tags: ['stream', 'blitz'] })
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

test('the route table lists every call of the API', async () => {
  const { routes } = createTestServer()
  const table = routes()
  expect(table).toHaveLength(87)
  expect(table).toContain('GET /api/puzzles/next')
  expect(table).toContain('POST /api/verdicts')
  expect(table).toContain('GET /api/user/games/:gameId')
  expect(table).toContain('POST /api/user/puzzles/:puzzleId/attempts')
  expect(table).toContain('POST /api/catalogue/puzzles/import')
  expect(table).toContain('GET /api/videos/:videoId/lesson')
  expect(table).toContain('PUT /api/catalogue/videos/:videoId/lesson')
  expect(table).toContain('PUT /api/user/playlists/:playlistId/sharing')
  expect(table).toContain('GET /api/shared/:shareId')
  expect(table).toContain('POST /api/classes/join')
  expect(table).toContain('GET /api/classes/:classId/progress')
  expect(table).toContain('DELETE /api/classes/:classId')
  expect(table).toContain('DELETE /api/classes/:classId/assignments/:assignmentId')
  expect(table).toContain('GET /api/user/assignments')
  expect(table).toContain('POST /api/catalogue/videos')
  expect(table).toContain('PATCH /api/catalogue/videos/:videoId')
  expect(table).toContain('DELETE /api/catalogue/videos/:videoId')
  expect(table).toContain('POST /api/catalogue/import')
  expect(table).toContain('POST /api/auth/logout')
  expect(table).toContain('GET /api/user/profile')
  expect(table).toContain('PUT /api/user/password')
  expect(table).toContain('PUT /api/user/language')
  expect(table).toContain('GET /api/user/export')
  expect(table).toContain('DELETE /api/user')
  expect(table).toContain('PUT /api/user/progress/:videoId')
  expect(table).toContain('PATCH /api/user/playlists/:playlistId')
  expect(table).toContain('PUT /api/user/playlists/:playlistId/order')
  expect(table).toContain('PATCH /api/user/notes/:videoId/:noteId')
  expect(table).toContain('DELETE /api/user/notes/:videoId/:noteId')
  expect(table).toContain('GET /api/user/drills/due')
  expect(table).toContain('POST /api/user/drills/:drillId/reviews')
  expect(table).toContain('DELETE /api/user/history/all')
  expect(table).toContain('POST /api/user/playlists/:playlistId')
  expect(table).toContain('GET /api/test-todos')
})

test('the store answers a readiness ping (the server’s /readyz)', async () => {
  const server = createTestServer()
  await expect(server.store.ping()).resolves.toBeUndefined()
})
