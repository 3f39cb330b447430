import { expect, test } from 'vitest'
import { ALEX, createTestServer, GUEST, type TestServer } from '@/testing/test-server'

// docs/api.md, "Sharing" and "Classes"; on every store.

const ids = (videos: { _id: string }[]) => videos.map((video) => video._id)

async function playlistOf(server: TestServer, token: string, title: string, videoIds: string[]) {
  const { body } = await server.call('POST', '/api/user/playlists', {
    token,
    body: { playlist: { title, description: `${title}, in order`, videoIds } },
  })
  return body.playlists.find((p: { title: string }) => p.title === title) as {
    _id: string
    title: string
  }
}

async function signup(server: TestServer, name: string) {
  const { body } = await server.call('POST', '/api/auth/signup', {
    body: { email: `${name.toLowerCase()}@gambit.dev`, password: 'pass-1234', firstName: name },
  })
  return body.encodedToken as string
}

test('a shared playlist is read by anyone with its link, without a token; off, the link is dead', async () => {
  const server = createTestServer()
  const { token } = await server.login(ALEX)
  const mine = await playlistOf(server, token, 'Classics', ['Eas20kFpAYw', 'uW1ZUk6nkDE'])
  const on = await server.call('PUT', `/api/user/playlists/${mine._id}/sharing`, {
    token,
    body: { shared: true },
  })
  expect(on.status).toBe(200)
  const shareId: string = on.body.playlist.shareId
  // 16 random bytes in base64url: 128 bits, not a guessable id.
  expect(shareId).toMatch(/^[\w-]{22}$/)
  const read = await server.call('GET', `/api/shared/${shareId}`)
  expect(read.status).toBe(200)
  expect(read.body.playlist).toEqual({
    shareId,
    title: 'Classics',
    description: 'Classics, in order',
    ownerName: 'Alex',
    videos: [
      expect.objectContaining({ _id: 'Eas20kFpAYw' }),
      expect.objectContaining({ _id: 'uW1ZUk6nkDE' }),
    ],
  })
  expect(JSON.stringify(read.body)).not.toContain(mine._id)
  // Sharing again keeps the link; the owner's playlists show it.
  const again = await server.call('PUT', `/api/user/playlists/${mine._id}/sharing`, {
    token,
    body: { shared: true },
  })
  expect(again.body.playlist.shareId).toBe(shareId)
  const listed = (await server.call('GET', '/api/user/playlists', { token })).body.playlists
  expect(listed.find((p: { _id: string }) => p._id === mine._id).shareId).toBe(shareId)

  const off = await server.call('PUT', `/api/user/playlists/${mine._id}/sharing`, {
    token,
    body: { shared: false },
  })
  expect(off.body.playlist.shareId).toBeUndefined()
  expect(await server.call('GET', `/api/shared/${shareId}`)).toMatchObject({
    status: 404,
    body: { errors: ['This playlist is private or no longer exists.'] },
  })
  // On once more: a new link; the old one stays dead.
  const renewed = await server.call('PUT', `/api/user/playlists/${mine._id}/sharing`, {
    token,
    body: { shared: true },
  })
  expect(renewed.body.playlist.shareId).not.toBe(shareId)
  expect((await server.call('GET', `/api/shared/${shareId}`)).status).toBe(404)
  expect((await server.call('GET', '/api/shared/not-a-share-id-at-all')).status).toBe(404)
})

test("only a playlist's owner shares it; bad bodies are 400s", async () => {
  const server = createTestServer()
  const alex = await server.login(ALEX)
  const guest = await server.login(GUEST)
  const mine = await playlistOf(server, alex.token, 'Mine', [])
  const path = `/api/user/playlists/${mine._id}/sharing`
  expect(
    (await server.call('PUT', path, { token: guest.token, body: { shared: true } })).status,
  ).toBe(404)
  expect((await server.call('PUT', path, { body: { shared: true } })).status).toBe(401)
  expect(
    (await server.call('PUT', path, { token: alex.token, body: { shared: 'yes' } })).status,
  ).toBe(400)
})

test('"Save to my library" copies a shared playlist in order, " (2)" on a title taken', async () => {
  const server = createTestServer()
  const alex = await server.login(ALEX)
  const guest = await server.login(GUEST)
  const mine = await playlistOf(server, alex.token, 'Openings', [
    '6IegDENuxU4',
    'Eas20kFpAYw',
    'uW1ZUk6nkDE',
  ])
  const { shareId } = (
    await server.call('PUT', `/api/user/playlists/${mine._id}/sharing`, {
      token: alex.token,
      body: { shared: true },
    })
  ).body.playlist
  const save = () => server.call('POST', `/api/user/shared/${shareId}/save`, { token: guest.token })
  const first = await save()
  expect(first.status).toBe(201)
  const copy = first.body.playlists.at(-1)
  expect(copy).toMatchObject({ title: 'Openings', description: 'Openings, in order' })
  expect(copy.shareId).toBeUndefined()
  expect(ids(copy.videos)).toEqual(['6IegDENuxU4', 'Eas20kFpAYw', 'uW1ZUk6nkDE'])
  expect((await save()).body.playlists.at(-1).title).toBe('Openings (2)')
  // A video a curator removed is left out of the link's page and of a copy made after.
  await server.call('DELETE', '/api/catalogue/videos/Eas20kFpAYw', { token: alex.token })
  const read = (await server.call('GET', `/api/shared/${shareId}`)).body.playlist
  expect(ids(read.videos)).toEqual(['6IegDENuxU4', 'uW1ZUk6nkDE'])
  expect(ids((await save()).body.playlists.at(-1).videos)).toEqual(['6IegDENuxU4', 'uW1ZUk6nkDE'])
  expect((await server.call('POST', `/api/user/shared/${shareId}/save`)).status).toBe(401)
  await server.call('PUT', `/api/user/playlists/${mine._id}/sharing`, {
    token: alex.token,
    body: { shared: false },
  })
  expect((await save()).status).toBe(404)
  // The owner's playlist is untouched by the copies.
  const alexs = (await server.call('GET', '/api/user/playlists', { token: alex.token })).body
    .playlists
  expect(alexs.filter((p: { title: string }) => p.title.startsWith('Openings'))).toHaveLength(1)
})

test('a class: created with a code of no look-alikes, joined by it in any case, listed for both', async () => {
  const server = createTestServer()
  const alex = await server.login(ALEX)
  const guest = await server.login(GUEST)
  const created = await server.call('POST', '/api/classes', {
    token: alex.token,
    body: { class: { name: '  Tuesday Juniors ' } },
  })
  expect(created.status).toBe(201)
  const { _id: classId, code } = created.body.class
  expect(created.body.class).toMatchObject({
    name: 'Tuesday Juniors',
    role: 'coach',
    students: [],
    assignments: [],
  })
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/)

  expect(
    await server.call('POST', '/api/classes/join', {
      token: guest.token,
      body: { code: 'ZZZZZ9' },
    }),
  ).toMatchObject({
    status: 404,
    body: { errors: ['No class has this code.'] },
  })
  const joined = await server.call('POST', '/api/classes/join', {
    token: guest.token,
    body: { code: ` ${code.toLowerCase()} ` },
  })
  expect(joined.status).toBe(200)
  expect(joined.body.class).toEqual({
    _id: classId,
    name: 'Tuesday Juniors',
    coachName: 'Alex Carter',
    role: 'student',
    assignments: [],
  })
  // Joining again is no error; the coach cannot join their own class.
  expect(
    (await server.call('POST', '/api/classes/join', { token: guest.token, body: { code } })).status,
  ).toBe(200)
  expect(
    (await server.call('POST', '/api/classes/join', { token: alex.token, body: { code } })).status,
  ).toBe(409)

  const coachView = (await server.call('GET', `/api/classes/${classId}`, { token: alex.token }))
    .body.class
  expect(coachView.students).toEqual([{ _id: guest.user._id, name: 'Guest Player' }])
  expect((await server.call('GET', '/api/classes', { token: alex.token })).body).toEqual({
    coaching: [
      {
        _id: classId,
        name: 'Tuesday Juniors',
        coachName: 'Alex Carter',
        role: 'coach',
        code,
        studentCount: 1,
        assignmentCount: 0,
      },
    ],
    joined: [],
  })
  expect((await server.call('GET', '/api/classes', { token: guest.token })).body).toEqual({
    coaching: [],
    joined: [{ _id: classId, name: 'Tuesday Juniors', coachName: 'Alex Carter', role: 'student' }],
  })
  expect(
    (
      await server.call('POST', '/api/classes', {
        token: alex.token,
        body: { class: { name: ' ' } },
      })
    ).body,
  ).toEqual({
    errors: ['A class needs a name.'],
  })
  expect((await server.call('GET', '/api/classes')).status).toBe(401)
})

/** Alex's class with Guest in it and an assignment of two videos. */
async function classWithAssignment() {
  const server = createTestServer()
  const alex = await server.login(ALEX)
  const guest = await server.login(GUEST)
  const created = await server.call('POST', '/api/classes', {
    token: alex.token,
    body: { class: { name: 'Juniors' } },
  })
  const { _id: classId, code } = created.body.class
  await server.call('POST', '/api/classes/join', { token: guest.token, body: { code } })
  const homework = await playlistOf(server, alex.token, 'Homework', ['Eas20kFpAYw', 'uW1ZUk6nkDE'])
  const assigned = await server.call('POST', `/api/classes/${classId}/assignments`, {
    token: alex.token,
    body: { assignment: { playlistId: homework._id, due: '2026-12-01' } },
  })
  expect(assigned.status).toBe(201)
  return {
    server,
    alex,
    guest,
    classId,
    homework,
    assignmentId: assigned.body.class.assignments[0]._id as string,
  }
}

test('the coach sees "1 of 2 watched" and drills reviewed from the assigned videos; the student sees their own', async () => {
  const { server, alex, guest, classId, assignmentId } = await classWithAssignment()
  const learner = { token: guest.token }
  await server.call('PUT', '/api/user/progress/Eas20kFpAYw', {
    ...learner,
    body: { positionSeconds: 950, durationSeconds: 1000 },
  })
  await server.call('PUT', '/api/user/progress/uW1ZUk6nkDE', {
    ...learner,
    body: { positionSeconds: 100, durationSeconds: 1000 },
  })
  const note = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
    ...learner,
    body: { note: { timeSeconds: 10, text: 'Rook lift', fen: '8/8/8/8/8/8/8/K6k w - - 0 1' } },
  })
  const drill = await server.call('POST', '/api/user/drills', {
    ...learner,
    body: { drill: { noteId: note.body.notes[0]._id, solution: ['Kb2'] } },
  })
  await server.call('POST', `/api/user/drills/${drill.body.drills[0]._id}/reviews`, {
    ...learner,
    body: { review: { rating: 'good' } },
  })

  const progress = await server.call('GET', `/api/classes/${classId}/progress`, {
    token: alex.token,
  })
  expect(progress.body).toEqual({
    students: [
      {
        _id: guest.user._id,
        name: 'Guest Player',
        assignments: [{ assignmentId, watched: 1, total: 2, drillsReviewed: 1 }],
      },
    ],
  })
  const mine = (await server.call('GET', '/api/user/assignments', learner)).body.assignments
  expect(mine).toEqual([
    expect.objectContaining({
      _id: assignmentId,
      title: 'Homework',
      due: '2026-12-01',
      classId,
      className: 'Juniors',
      progress: { watched: 1, total: 2, drillsReviewed: 1 },
    }),
  ])
  const asStudent = (await server.call('GET', `/api/classes/${classId}`, learner)).body.class
  expect(asStudent.assignments[0].progress).toEqual({ watched: 1, total: 2, drillsReviewed: 1 })
  expect(asStudent.code).toBeUndefined()
  expect(asStudent.students).toBeUndefined()
})

test('assignments: a bad due day is a 400, another account’s playlist a 404, the same one twice a 409', async () => {
  const { server, alex, guest, classId, homework } = await classWithAssignment()
  const assign = (token: string, playlistId: string, due?: string) =>
    server.call('POST', `/api/classes/${classId}/assignments`, {
      token,
      body: { assignment: { playlistId, due } },
    })
  expect(await assign(alex.token, homework._id, '2026-02-30')).toMatchObject({
    status: 400,
    body: { errors: ['due must be a day written YYYY-MM-DD.'] },
  })
  const guests = await playlistOf(server, guest.token, 'Guest list', [])
  expect((await assign(alex.token, guests._id)).status).toBe(404)
  expect(await assign(alex.token, homework._id)).toMatchObject({
    status: 409,
    body: { errors: ['This playlist is assigned to the class already.'] },
  })
  // Deleting the playlist takes its assignment.
  await server.call('DELETE', `/api/user/playlists/${homework._id}`, { token: alex.token })
  expect(
    (await server.call('GET', `/api/classes/${classId}`, { token: alex.token })).body.class
      .assignments,
  ).toEqual([])
})

test('privacy: a coach reads nothing of a student beyond the assigned videos’ counts; students nothing of each other', async () => {
  const { server, alex, guest, classId, homework } = await classWithAssignment()
  const ada = await signup(server, 'Ada')
  const code = (await server.call('GET', `/api/classes/${classId}`, { token: alex.token })).body
    .class.code
  await server.call('POST', '/api/classes/join', { token: ada, body: { code } })
  // Guest's own life, outside the assignment: a video watched, a like, a note, another playlist.
  const learner = { token: guest.token }
  await server.call('PUT', '/api/user/progress/yTiMhFkfj3k', {
    ...learner,
    body: { positionSeconds: 990, durationSeconds: 1000 },
  })
  await server.call('POST', '/api/user/likes', {
    ...learner,
    body: { video: { _id: 'RbxDxocg8As' } },
  })
  await server.call('POST', '/api/user/notes/yTiMhFkfj3k', {
    ...learner,
    body: { note: { timeSeconds: 1, text: 'Secret plan' } },
  })
  await playlistOf(server, guest.token, 'Private list', ['wofz0k6FCMU'])

  const coachReads = [
    await server.call('GET', `/api/classes/${classId}`, { token: alex.token }),
    await server.call('GET', `/api/classes/${classId}/progress`, { token: alex.token }),
    await server.call('GET', '/api/classes', { token: alex.token }),
  ]
  for (const { body } of coachReads) {
    const text = JSON.stringify(body)
    for (const secret of [
      'yTiMhFkfj3k',
      'RbxDxocg8As',
      'wofz0k6FCMU',
      'Secret plan',
      'Private list',
      'guest@gambit.dev',
    ])
      expect(text).not.toContain(secret)
  }
  expect(Object.keys(coachReads[0]!.body.class.students[0])).toEqual(['_id', 'name'])

  // A student: no coach's routes, nothing of the other student.
  for (const token of [guest.token, ada]) {
    expect((await server.call('GET', `/api/classes/${classId}/progress`, { token })).status).toBe(
      403,
    )
    const removal = await server.call(
      'DELETE',
      `/api/classes/${classId}/students/${guest.user._id}`,
      { token },
    )
    expect(removal).toMatchObject({
      status: 403,
      body: { errors: ["Only the class's coach can do that."] },
    })
    const assign = await server.call('POST', `/api/classes/${classId}/assignments`, {
      token,
      body: { assignment: { playlistId: homework._id } },
    })
    expect(assign.status).toBe(403)
    const asStudent = JSON.stringify(
      (await server.call('GET', `/api/classes/${classId}`, { token })).body,
    )
    expect(asStudent).not.toContain('Guest Player')
    expect(asStudent).not.toContain('Ada')
    expect(asStudent).not.toContain(code)
  }

  // Not in the class: every class route answers 404, as if there were none.
  const stranger = await signup(server, 'Stranger')
  for (const [method, path, body] of [
    ['GET', `/api/classes/${classId}`],
    ['GET', `/api/classes/${classId}/progress`],
    ['POST', `/api/classes/${classId}/leave`],
    ['DELETE', `/api/classes/${classId}/students/${guest.user._id}`],
    ['POST', `/api/classes/${classId}/assignments`, { assignment: { playlistId: homework._id } }],
  ] as const)
    expect((await server.call(method, path, { token: stranger, body })).status).toBe(404)
})

test('leaving a class, or being removed, ends the coach’s view at once', async () => {
  const { server, alex, guest, classId } = await classWithAssignment()
  const ada = await signup(server, 'Ada')
  const code = (await server.call('GET', `/api/classes/${classId}`, { token: alex.token })).body
    .class.code
  await server.call('POST', '/api/classes/join', { token: ada, body: { code } })
  const students = async () =>
    (
      await server.call('GET', `/api/classes/${classId}/progress`, { token: alex.token })
    ).body.students.map((student: { name: string }) => student.name)
  expect((await students()).sort()).toEqual(['Ada', 'Guest Player'])

  expect(
    (await server.call('POST', `/api/classes/${classId}/leave`, { token: guest.token })).status,
  ).toBe(200)
  expect(await students()).toEqual(['Ada'])
  expect((await server.call('GET', `/api/classes/${classId}`, { token: guest.token })).status).toBe(
    404,
  )
  expect(
    (await server.call('GET', '/api/user/assignments', { token: guest.token })).body.assignments,
  ).toEqual([])
  expect(
    (await server.call('POST', `/api/classes/${classId}/leave`, { token: guest.token })).status,
  ).toBe(404)

  const adaId = (await server.call('GET', `/api/classes/${classId}`, { token: alex.token })).body
    .class.students[0]._id
  const removed = await server.call('DELETE', `/api/classes/${classId}/students/${adaId}`, {
    token: alex.token,
  })
  expect(removed.status).toBe(200)
  expect(removed.body.class.students).toEqual([])
  expect((await server.call('GET', `/api/classes/${classId}`, { token: ada })).status).toBe(404)
})

test('a coach’s deleted account takes the class; a student’s takes their place in it', async () => {
  const { server, alex, guest, classId } = await classWithAssignment()
  await server.call('DELETE', '/api/user', {
    token: guest.token,
    body: { password: GUEST.password },
  })
  expect(
    (await server.call('GET', `/api/classes/${classId}`, { token: alex.token })).body.class
      .students,
  ).toEqual([])
  const ada = await signup(server, 'Ada')
  const code = (await server.call('GET', `/api/classes/${classId}`, { token: alex.token })).body
    .class.code
  await server.call('POST', '/api/classes/join', { token: ada, body: { code } })
  await server.call('DELETE', '/api/user', { token: alex.token, body: { password: ALEX.password } })
  expect((await server.call('GET', '/api/classes', { token: ada })).body.joined).toEqual([])
  expect((await server.call('GET', `/api/classes/${classId}`, { token: ada })).status).toBe(404)
})

test('the export names the classes a learner coaches and joined, and nothing of their members', async () => {
  const { server, alex, guest } = await classWithAssignment()
  const coachData = (await server.call('GET', '/api/user/export', { token: alex.token })).body
  expect(coachData.classes).toEqual([{ name: 'Juniors', role: 'coach', code: expect.any(String) }])
  expect(JSON.stringify(coachData)).not.toContain('Guest')
  const studentData = (await server.call('GET', '/api/user/export', { token: guest.token })).body
  expect(studentData.classes).toEqual([{ name: 'Juniors', role: 'student' }])
})
