import { expect, test } from 'vitest'
import { MAX_CLASS_ASSIGNMENTS, MAX_CLASS_STUDENTS, MAX_CLASSES } from '@/shared/input-rules'
import { ALEX, createTestServer, GUEST, type TestServer } from '@/testing/test-server'

// docs/api.md, "Classes" and "Limits": a coach deletes a class and unassigns a playlist; what a
// coach, a class and its assignments may hold. On every store.

async function classWithHomework(server: TestServer) {
  const coach = (await server.login(ALEX)).token
  const student = (await server.login(GUEST)).token
  const made = await server.call('POST', '/api/user/playlists', {
    token: coach,
    body: { playlist: { title: 'Homework', videoIds: ['wofz0k6FCMU', 'Eas20kFpAYw'] } },
  })
  const playlistId: string = made.body.playlists.at(-1)._id
  const created = await server.call('POST', '/api/classes', {
    token: coach,
    body: { class: { name: 'Tuesday Juniors' } },
  })
  const classId: string = created.body.class._id
  await server.call('POST', '/api/classes/join', {
    token: student,
    body: { code: created.body.class.code },
  })
  const assigned = await server.call('POST', `/api/classes/${classId}/assignments`, {
    token: coach,
    body: { assignment: { playlistId } },
  })
  const assignmentId: string = assigned.body.class.assignments[0]._id
  return { coach, student, classId, playlistId, assignmentId }
}

test('a coach deletes a class: gone for everyone; the playlist and the student’s progress stay', async () => {
  const server = createTestServer()
  const { coach, student, classId, playlistId } = await classWithHomework(server)
  await server.call('PUT', '/api/user/progress/wofz0k6FCMU', {
    token: student,
    body: { positionSeconds: 590, durationSeconds: 600 },
  })
  // The student may not; a stranger does not even learn that it exists.
  expect(await server.call('DELETE', `/api/classes/${classId}`, { token: student })).toMatchObject({
    status: 403,
    body: { errors: ["Only the class's coach can do that."] },
  })
  const stranger = (
    await server.call('POST', '/api/auth/signup', {
      body: { email: 'stranger@gambit.dev', password: 'pass-1234', firstName: 'Sam' },
    })
  ).body.encodedToken
  expect((await server.call('DELETE', `/api/classes/${classId}`, { token: stranger })).status).toBe(
    404,
  )
  expect((await server.call('GET', `/api/classes/${classId}`, { token: student })).status).toBe(200)

  expect(await server.call('DELETE', `/api/classes/${classId}`, { token: coach })).toMatchObject({
    status: 200,
    body: {},
  })
  for (const token of [coach, student])
    expect((await server.call('GET', `/api/classes/${classId}`, { token })).status).toBe(404)
  expect((await server.call('GET', '/api/classes', { token: coach })).body.coaching).toEqual([])
  expect((await server.call('GET', '/api/classes', { token: student })).body.joined).toEqual([])
  expect((await server.call('GET', '/api/user/assignments', { token: student })).body).toEqual({
    assignments: [],
  })
  const playlists = (await server.call('GET', '/api/user/playlists', { token: coach })).body
  expect(playlists.playlists.map((p: { _id: string }) => p._id)).toContain(playlistId)
  const progress = (await server.call('GET', '/api/user/progress', { token: student })).body
  expect(progress.progress).toEqual([expect.objectContaining({ videoId: 'wofz0k6FCMU' })])
  expect((await server.call('DELETE', `/api/classes/${classId}`, { token: coach })).status).toBe(
    404,
  )
})

test('a coach unassigns a playlist: the student’s list loses it; a wrong id is a 404', async () => {
  const server = createTestServer()
  const { coach, student, classId, playlistId, assignmentId } = await classWithHomework(server)
  const path = `/api/classes/${classId}/assignments/${assignmentId}`
  expect((await server.call('DELETE', path, { token: student })).status).toBe(403)
  const done = await server.call('DELETE', path, { token: coach })
  expect(done.status).toBe(200)
  expect(done.body.class.assignments).toEqual([])
  expect((await server.call('GET', '/api/user/assignments', { token: student })).body).toEqual({
    assignments: [],
  })
  expect(await server.call('DELETE', path, { token: coach })).toMatchObject({
    status: 404,
    body: { errors: ['This class has no such assignment.'] },
  })
  // The playlist is still the coach's, and may be assigned again.
  const again = await server.call('POST', `/api/classes/${classId}/assignments`, {
    token: coach,
    body: { assignment: { playlistId } },
  })
  expect(again.status).toBe(201)
  // An assignment of another class is not this class's.
  const other = await server.call('POST', '/api/classes', {
    token: coach,
    body: { class: { name: 'Thursday' } },
  })
  const elsewhere = `/api/classes/${other.body.class._id}/assignments/${again.body.class.assignments[0]._id}`
  expect((await server.call('DELETE', elsewhere, { token: coach })).status).toBe(404)
})

test(`a coach has at most ${MAX_CLASSES} classes, and deleting one makes room`, async () => {
  const server = createTestServer()
  const { token } = await server.login(ALEX)
  const create = (name: string) =>
    server.call('POST', '/api/classes', { token, body: { class: { name } } })
  let first = ''
  for (let n = 0; n < MAX_CLASSES; n++) {
    const made = await create(`Class ${n}`)
    expect(made.status).toBe(201)
    first ||= made.body.class._id
  }
  expect(await create('One too many')).toMatchObject({
    status: 409,
    body: { errors: ['An account can coach at most 50 classes. Delete one to make another.'] },
  })
  expect((await server.call('GET', '/api/classes', { token })).body.coaching).toHaveLength(
    MAX_CLASSES,
  )
  await server.call('DELETE', `/api/classes/${first}`, { token })
  expect((await create('One too many')).status).toBe(201)
})

test(`a class has at most ${MAX_CLASS_STUDENTS} students and ${MAX_CLASS_ASSIGNMENTS} assignments`, async () => {
  const server = createTestServer()
  const { token: coach } = await server.login(ALEX)
  const created = await server.call('POST', '/api/classes', {
    token: coach,
    body: { class: { name: 'Big class' } },
  })
  const { _id: classId, code } = created.body.class
  // All but one seat taken straight in the store: 199 signups would only test password hashing.
  const now = new Date().toISOString()
  await server.store.write(async (tx) => {
    for (let n = 1; n < MAX_CLASS_STUDENTS; n++) {
      const userId = `student-${n}`
      await tx.addUser({
        _id: userId,
        email: `student${n}@gambit.dev`,
        firstName: `Student ${n}`,
        lastName: '',
        password: null,
        createdAt: now,
        updatedAt: now,
      })
      await tx.addMember({ classId, userId, joinedAt: now })
    }
  })
  const { token: guest } = await server.login(GUEST)
  expect(
    (await server.call('POST', '/api/classes/join', { token: guest, body: { code } })).status,
  ).toBe(200)
  // Joining again is still no error.
  expect(
    (await server.call('POST', '/api/classes/join', { token: guest, body: { code } })).status,
  ).toBe(200)
  const late = (
    await server.call('POST', '/api/auth/signup', {
      body: { email: 'late@gambit.dev', password: 'pass-1234', firstName: 'Late' },
    })
  ).body.encodedToken
  expect(
    await server.call('POST', '/api/classes/join', { token: late, body: { code } }),
  ).toMatchObject({
    status: 409,
    body: { errors: ['This class is full: a class can have at most 200 students.'] },
  })
  expect((await server.call('GET', '/api/classes', { token: late })).body.joined).toEqual([])

  const assign = async (n: number) => {
    const made = await server.call('POST', '/api/user/playlists', {
      token: coach,
      body: { playlist: { title: `Week ${n}`, videoIds: ['wofz0k6FCMU'] } },
    })
    const playlistId = made.body.playlists.find(
      (p: { title: string }) => p.title === `Week ${n}`,
    )._id
    return server.call('POST', `/api/classes/${classId}/assignments`, {
      token: coach,
      body: { assignment: { playlistId } },
    })
  }
  for (let n = 0; n < MAX_CLASS_ASSIGNMENTS; n++) expect((await assign(n)).status).toBe(201)
  expect(await assign(MAX_CLASS_ASSIGNMENTS)).toMatchObject({
    status: 409,
    body: {
      errors: ['A class can have at most 100 assignments. Unassign one to assign another.'],
    },
  })
  const view = (await server.call('GET', `/api/classes/${classId}`, { token: coach })).body.class
  expect(view.assignments).toHaveLength(MAX_CLASS_ASSIGNMENTS)
}, 60_000)
