import { expect, test } from 'vitest'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// docs/api.md, "Sessions" and "Account"; runs against every store.

const NEW_PASSWORD = 'a-new-pass-456'
const INVALID_TOKEN = {
  status: 401,
  body: { errors: ['The token is invalid. Unauthorized access error.'] },
}
const OPEN_GAME = { moves: ['e4', 'e5'] }

/** A user with one of everything: a like, watch later, history, a playlist, progress, a note, a drill and its review, a guess round. */
async function busyLearner(server: ReturnType<typeof createTestServer>, credentials = GUEST) {
  const { token, user } = await server.login(credentials)
  const video = { video: { _id: 'Eas20kFpAYw' } }
  const call = (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token, body })
  await call('POST', '/api/user/likes', video)
  await call('POST', '/api/user/watchlater', video)
  await call('POST', '/api/user/history', video)
  const playlists = await call('POST', '/api/user/playlists', {
    playlist: { title: `${user.email} openings`, videoIds: ['Eas20kFpAYw'] },
  })
  const progress = await call('PUT', '/api/user/progress/Eas20kFpAYw', {
    positionSeconds: 590,
    durationSeconds: 600,
  })
  const notes = await call('POST', '/api/user/notes/Eas20kFpAYw', {
    note: { timeSeconds: 60, text: `${user.email} note`, ...OPEN_GAME },
  })
  const noteId = notes.body.notes[0]._id
  const drills = await call('POST', '/api/user/drills', { drill: { noteId, solution: ['Nf3'] } })
  await call('POST', `/api/user/drills/${drills.body.drills[0]._id}/reviews`, {
    review: { rating: 'good' },
  })
  const round = await call('POST', '/api/user/lessons/Eas20kFpAYw/guesses', {
    round: { side: 'white', guesses: [{ ply: 1, played: 'd4' }] },
  })
  const game = await call('POST', '/api/user/games', {
    game: {
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      moves: ['f3', 'e5', 'g4', 'Qh4#'],
      side: 'white',
      level: 1,
      result: '0-1',
      termination: 'checkmate',
    },
  })
  expect([playlists.status, progress.status, round.status, game.status]).toEqual([
    201, 200, 201, 201,
  ])
  return { token, user, call }
}

test('logout ends the session on the server: its token is refused, another login’s is not', async () => {
  const server = createTestServer()
  const first = await server.login()
  const second = await server.login()
  expect((await server.call('GET', '/api/user/likes', { token: first.token })).status).toBe(200)
  expect(await server.call('POST', '/api/auth/logout', { token: first.token })).toMatchObject({
    status: 200,
  })
  expect(await server.call('GET', '/api/user/likes', { token: first.token })).toMatchObject(
    INVALID_TOKEN,
  )
  expect((await server.call('GET', '/api/user/likes', { token: second.token })).status).toBe(200)
  // Logging out twice is no error; without a token, or with a forged one, it is a 401.
  expect((await server.call('POST', '/api/auth/logout', { token: first.token })).status).toBe(200)
  expect((await server.call('POST', '/api/auth/logout')).status).toBe(401)
  expect((await server.call('POST', '/api/auth/logout', { token: 'a.b.c' })).status).toBe(401)
})

test('a new password ends every other session; this one goes on; only the new one logs in', async () => {
  const server = createTestServer()
  const here = await server.login()
  const elsewhere = await server.login()
  const alex = await server.login(ALEX)
  const change = (body: unknown) =>
    server.call('PUT', '/api/user/password', { token: here.token, body })
  expect(await change({ currentPassword: 'not-it', newPassword: NEW_PASSWORD })).toMatchObject({
    status: 401,
    body: { errors: ['The current password is incorrect!'] },
  })
  expect(await change({ currentPassword: GUEST.password, newPassword: 'short' })).toMatchObject({
    status: 400,
    body: { errors: ['Password must have at least 8 characters'] },
  })
  expect(
    await change({ currentPassword: GUEST.password, newPassword: GUEST.password }),
  ).toMatchObject({
    status: 400,
    body: { errors: ['The new password is the same as the current one: choose another.'] },
  })
  // Refused changes end nothing.
  expect((await server.call('GET', '/api/user/likes', { token: elsewhere.token })).status).toBe(200)
  const changed = await change({ currentPassword: GUEST.password, newPassword: NEW_PASSWORD })
  expect(changed.status).toBe(200)
  expect(changed.body.encodedToken).toEqual(expect.any(String))
  expect(await server.call('GET', '/api/user/likes', { token: elsewhere.token })).toMatchObject(
    INVALID_TOKEN,
  )
  for (const token of [here.token, changed.body.encodedToken])
    expect((await server.call('GET', '/api/user/likes', { token })).status).toBe(200)
  expect((await server.call('GET', '/api/user/likes', { token: alex.token })).status).toBe(200)
  expect((await server.call('POST', '/api/auth/login', { body: GUEST })).status).toBe(401)
  const again = await server.call('POST', '/api/auth/login', {
    body: { ...GUEST, password: NEW_PASSWORD },
  })
  expect(again.status).toBe(200)
  expect((await server.call('POST', '/api/auth/login', { body: ALEX })).status).toBe(200)
})

test('the export holds every record of the user’s and no one else’s, and no password hash', async () => {
  const server = createTestServer()
  const { call, user } = await busyLearner(server)
  await busyLearner(server, ALEX)
  const answer = await call('GET', '/api/user/export')
  expect(answer.status).toBe(200)
  const data = answer.body
  expect(data.account).toMatchObject({ _id: user._id, email: GUEST.email })
  for (const list of ['likes', 'watchlater', 'history'])
    expect(data[list]).toEqual([{ videoId: 'Eas20kFpAYw', title: expect.any(String) }])
  expect(data.playlists).toEqual([
    expect.objectContaining({
      title: `${GUEST.email} openings`,
      videos: [{ videoId: 'Eas20kFpAYw', title: expect.any(String) }],
    }),
  ])
  expect(data.progress).toEqual([expect.objectContaining({ videoId: 'Eas20kFpAYw' })])
  expect(data.notes).toEqual([expect.objectContaining({ text: `${GUEST.email} note` })])
  expect(data.drills).toEqual([
    expect.objectContaining({ solution: ['Nf3'], reps: 1, card: expect.any(Object) }),
  ])
  expect(data.reviews).toEqual([expect.objectContaining({ rating: 'good' })])
  expect(data.sessions).toHaveLength(1)
  expect(data.guesses).toEqual([
    expect.objectContaining({
      videoId: 'Eas20kFpAYw',
      best: expect.objectContaining({ right: 1 }),
    }),
  ])
  expect(data.games).toEqual([
    expect.objectContaining({ moves: ['f3', 'e5', 'g4', 'Qh4#'], termination: 'checkmate' }),
  ])
  const text = JSON.stringify(data)
  for (const secret of ['password', 'hash', 'salt', ALEX.email, 'userId'])
    expect(text).not.toContain(secret)
})

test('deleting the account takes the password, then every record of the user in every store', async () => {
  const server = createTestServer()
  const { token, user } = await busyLearner(server)
  const alex = await busyLearner(server, ALEX)
  const remove = (password: unknown) =>
    server.call('DELETE', '/api/user', { token, body: { password } })
  expect(await remove('not-it')).toMatchObject({
    status: 401,
    body: { errors: ['The password is incorrect!'] },
  })
  expect((await server.call('GET', '/api/user/likes', { token })).body.likes).toHaveLength(1)
  expect((await remove(GUEST.password)).status).toBe(200)
  expect(await server.call('GET', '/api/user/likes', { token })).toMatchObject(INVALID_TOKEN)
  expect((await server.call('POST', '/api/auth/login', { body: GUEST })).status).toBe(404)
  const left = await server.store.read(async (tx) => ({
    user: await tx.user(user._id),
    lists: await Promise.all(
      (['likes', 'watchlater', 'history'] as const).map((list) => tx.listVideos(user._id, list)),
    ),
    playlists: await tx.playlists(user._id),
    progress: await tx.progress(user._id),
    notes: await tx.userNotes(user._id),
    drills: await tx.drills(user._id),
    reviews: await tx.reviews(user._id),
    sessions: await tx.sessions(user._id),
    guesses: await tx.guessRecords(user._id),
    games: await tx.games(user._id, 10),
  }))
  expect(left).toEqual({
    user: undefined,
    lists: [[], [], []],
    playlists: [],
    progress: [],
    notes: [],
    drills: [],
    reviews: [],
    sessions: [],
    guesses: [],
    games: [],
  })
  // Alex keeps everything.
  const alexData = (await alex.call('GET', '/api/user/export')).body
  expect([
    alexData.likes,
    alexData.notes,
    alexData.drills,
    alexData.reviews,
    alexData.guesses,
    alexData.games,
  ]).toEqual([
    [expect.any(Object)],
    [expect.any(Object)],
    [expect.any(Object)],
    [expect.any(Object)],
    [expect.any(Object)],
    [expect.any(Object)],
  ])
  expect(alexData.playlists[0].videos).toHaveLength(1)
})

test('the profile: who, "Your learning" and 84 days of activity ending today', async () => {
  const server = createTestServer()
  const { call, user } = await busyLearner(server)
  const answer = await call('GET', '/api/user/profile?utcOffset=60')
  expect(answer.status).toBe(200)
  const { user: who, stats, activity } = answer.body
  expect(who).toMatchObject({ _id: user._id, email: GUEST.email })
  expect(who).not.toHaveProperty('password')
  expect(stats).toEqual({
    videosWatched: 1,
    secondsWatched: 590,
    notes: 1,
    drills: 1,
    streak: 1,
    puzzlesSolved: 0,
    gamesPlayed: 1,
  })
  expect(activity).toHaveLength(84)
  const today = new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10)
  // Today: the video's progress, the note and the review.
  expect(activity.at(-1)).toEqual({ date: today, count: 3 })
  expect(activity.slice(0, -1).every((day: { count: number }) => day.count === 0)).toBe(true)
  expect((await call('GET', '/api/user/profile?utcOffset=east')).status).toBe(400)
  expect((await server.call('GET', '/api/user/profile')).status).toBe(401)
})

test('a login ends the user’s sessions older than a token lasts; newer ones stay', async () => {
  const server = createTestServer()
  const { user } = await server.login()
  const day = 86_400_000
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString()
  await server.store.write(async (tx) => {
    for (const [id, daysAgo] of [
      ['expired', 31],
      ['recent', 29],
    ] as const)
      await tx.addSession({
        _id: id,
        userId: user._id,
        createdAt: at(daysAgo),
        lastSeenAt: at(daysAgo),
      })
  })
  await server.login()
  const ids = (await server.store.read((tx) => tx.sessions(user._id))).map((s) => s._id)
  expect(ids).not.toContain('expired')
  expect(ids).toContain('recent')
  expect(ids).toHaveLength(3)
})
