import { expect, test } from 'vitest'
import { ALEX, createTestServer } from '@/testing/test-server'

// docs/api.md, "Progress"; runs against every store.

const INVALID =
  'positionSeconds and durationSeconds must be numbers of seconds, 0 or more, the position at most the duration and the duration at most 86,400.'

test('PUT saves where the user stopped, GET lists newest first, DELETE forgets one', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  expect(await server.call('GET', '/api/user/progress', { token })).toMatchObject({
    status: 200,
    body: { progress: [] },
  })
  const saved = await server.call('PUT', '/api/user/progress/Eas20kFpAYw', {
    token,
    body: { positionSeconds: 75.5, durationSeconds: 600 },
  })
  expect(saved.status).toBe(200)
  expect(saved.body.progress).toEqual({
    videoId: 'Eas20kFpAYw',
    positionSeconds: 75.5,
    durationSeconds: 600,
    updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  })
  await server.call('PUT', '/api/user/progress/wofz0k6FCMU', {
    token,
    body: { positionSeconds: 10, durationSeconds: 200 },
  })
  // A later save of the first video replaces its entry and moves it to the front.
  await server.call('PUT', '/api/user/progress/Eas20kFpAYw', {
    token,
    body: { positionSeconds: 120, durationSeconds: 600 },
  })
  const listed = await server.call('GET', '/api/user/progress', { token })
  expect(
    listed.body.progress.map((p: { videoId: string; positionSeconds: number }) => [
      p.videoId,
      p.positionSeconds,
    ]),
  ).toEqual([
    ['Eas20kFpAYw', 120],
    ['wofz0k6FCMU', 10],
  ])

  const removed = await server.call('DELETE', '/api/user/progress/Eas20kFpAYw', { token })
  expect(removed.status).toBe(200)
  expect(removed.body.progress.map((p: { videoId: string }) => p.videoId)).toEqual(['wofz0k6FCMU'])
  expect(await server.call('DELETE', '/api/user/progress/Eas20kFpAYw', { token })).toMatchObject({
    status: 404,
    body: { errors: ['There is no progress saved for this video.'] },
  })
})

test('every bad position or duration is a 400 and stores nothing', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const bodies: unknown[] = [
    { positionSeconds: -1, durationSeconds: 100 },
    { positionSeconds: 101, durationSeconds: 100 },
    { positionSeconds: 10, durationSeconds: 86_401 },
    { positionSeconds: '10', durationSeconds: 100 },
    { positionSeconds: null, durationSeconds: 100 },
    { positionSeconds: 10 },
    {},
    [],
  ]
  for (const body of bodies)
    expect(
      await server.call('PUT', '/api/user/progress/Eas20kFpAYw', { token, body }),
    ).toMatchObject({ status: 400, body: { errors: [INVALID] } })
  // NaN and Infinity are not JSON: written as such, the body is not valid JSON.
  for (const rawBody of [
    '{"positionSeconds": NaN, "durationSeconds": 10}',
    '{"positionSeconds": 1, "durationSeconds": Infinity}',
    '{"positionSeconds": 1e400, "durationSeconds": 1e400}',
  ])
    expect(
      (await server.call('PUT', '/api/user/progress/Eas20kFpAYw', { token, rawBody })).status,
    ).toBe(400)
  expect((await server.call('GET', '/api/user/progress', { token })).body.progress).toEqual([])
})

test('an unknown video is a 404, without a token a 401, and progress is per user', async () => {
  const server = createTestServer()
  const guest = await server.login()
  const alex = await server.login(ALEX)
  expect(
    await server.call('PUT', '/api/user/progress/no-such-video', {
      token: guest.token,
      body: { positionSeconds: 1, durationSeconds: 2 },
    }),
  ).toMatchObject({ status: 404, body: { errors: ['The video you requested does not exist.'] } })
  expect(
    (
      await server.call('PUT', '/api/user/progress/Eas20kFpAYw', {
        body: { positionSeconds: 1, durationSeconds: 2 },
      })
    ).status,
  ).toBe(401)
  await server.call('PUT', '/api/user/progress/Eas20kFpAYw', {
    token: guest.token,
    body: { positionSeconds: 1, durationSeconds: 2 },
  })
  expect(
    (await server.call('GET', '/api/user/progress', { token: alex.token })).body.progress,
  ).toEqual([])
  expect(
    (await server.call('DELETE', '/api/user/progress/Eas20kFpAYw', { token: alex.token })).status,
  ).toBe(404)
})
