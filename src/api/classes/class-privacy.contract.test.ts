import { expect, test } from 'vitest'
import { ALEX, createTestServer, type TestServer } from '@/testing/test-server'

// docs/decisions/020: a coach learns of a student only the names they gave and, per assignment,
// what they watched and reviewed of its videos since it was assigned and since they joined.
// The student here also studies other videos, before and after joining: no count may move.

const [A, B, C, D] = ['Eas20kFpAYw', 'uW1ZUk6nkDE', 'wofz0k6FCMU', 'yTiMhFkfj3k']
const pause = () => new Promise((resolve) => setTimeout(resolve, 5))

async function account(server: TestServer, email: string, names: Record<string, string> = {}) {
  const { body } = await server.call('POST', '/api/auth/signup', {
    body: { email, password: 'pass-1234', ...names },
  })
  return body.encodedToken as string
}

/** Watches `videoId` to the end, notes a position on it, drills it and reviews the drill. */
async function study(server: TestServer, token: string, videoId: string) {
  await server.call('PUT', `/api/user/progress/${videoId}`, {
    token,
    body: { positionSeconds: 990, durationSeconds: 1000 },
  })
  const notes = await server.call('POST', `/api/user/notes/${videoId}`, {
    token,
    body: { note: { timeSeconds: 5, text: `On ${videoId}`, moves: ['e4'] } },
  })
  const noteId = notes.body.notes.at(-1)._id
  const made = await server.call('POST', '/api/user/drills', {
    token,
    body: { drill: { noteId, solution: ['e5'] } },
  })
  const drillId = made.body.drills.find((d: { noteId: string }) => d.noteId === noteId)._id
  await review(server, token, drillId)
  return drillId as string
}

const review = (server: TestServer, token: string, drillId: string) =>
  server.call('POST', `/api/user/drills/${drillId}/reviews`, {
    token,
    body: { review: { rating: 'good' } },
  })

test('a coach counts only what a student did with the assigned videos after the assignment and after joining', async () => {
  const server = createTestServer()
  const coach = (await server.login(ALEX)).token
  const student = await account(server, 'quiet.student@gambit.dev')
  const classOf = await server.call('POST', '/api/classes', {
    token: coach,
    body: { class: { name: 'Juniors' } },
  })
  const { _id: classId, code } = classOf.body.class
  const playlist = await server.call('POST', '/api/user/playlists', {
    token: coach,
    body: { playlist: { title: 'Homework', videoIds: [A, B] } },
  })
  const playlistId = playlist.body.playlists.find(
    (p: { title: string }) => p.title === 'Homework',
  )._id
  const assigned = await server.call('POST', `/api/classes/${classId}/assignments`, {
    token: coach,
    body: { assignment: { playlistId } },
  })
  const assignmentId = assigned.body.class.assignments[0]._id

  // Before joining: the assigned videos and another, studied to the end.
  const oldDrill = await study(server, student, A)
  await study(server, student, B)
  await study(server, student, C)
  await pause()
  await server.call('POST', '/api/classes/join', { token: student, body: { code } })
  await pause()
  // After joining: only other videos.
  await study(server, student, D)
  await study(server, student, C)

  const counts = async () =>
    (await server.call('GET', `/api/classes/${classId}/progress`, { token: coach })).body
      .students[0]
  expect(await counts()).toEqual({
    _id: expect.any(String),
    name: 'Student 1',
    assignments: [{ assignmentId, watched: 0, total: 2, drillsReviewed: 0 }],
  })
  const mine = (await server.call('GET', '/api/user/assignments', { token: student })).body
  expect(mine.assignments[0].progress).toEqual({ watched: 0, total: 2, drillsReviewed: 0 })

  // Now the homework itself: it counts.
  await server.call('PUT', `/api/user/progress/${A}`, {
    token: student,
    body: { positionSeconds: 995, durationSeconds: 1000 },
  })
  await review(server, student, oldDrill)
  expect((await counts()).assignments).toEqual([
    { assignmentId, watched: 1, total: 2, drillsReviewed: 1 },
  ])
})

test('an assignment made after a student joined counts from the assignment', async () => {
  const server = createTestServer()
  const coach = (await server.login(ALEX)).token
  const student = await account(server, 'early@gambit.dev', { firstName: 'Early' })
  const { _id: classId, code } = (
    await server.call('POST', '/api/classes', {
      token: coach,
      body: { class: { name: 'Seniors' } },
    })
  ).body.class
  await server.call('POST', '/api/classes/join', { token: student, body: { code } })
  await study(server, student, A)
  await pause()
  const playlist = await server.call('POST', '/api/user/playlists', {
    token: coach,
    body: { playlist: { title: 'Late homework', videoIds: [A] } },
  })
  const playlistId = playlist.body.playlists.find(
    (p: { title: string }) => p.title === 'Late homework',
  )._id
  await server.call('POST', `/api/classes/${classId}/assignments`, {
    token: coach,
    body: { assignment: { playlistId } },
  })
  const progress = await server.call('GET', `/api/classes/${classId}/progress`, { token: coach })
  expect(progress.body.students[0]).toMatchObject({
    name: 'Early',
    assignments: [{ watched: 0, total: 1, drillsReviewed: 0 }],
  })
})

test('people who gave no names are "Student N" and "Your coach", never their email', async () => {
  const server = createTestServer()
  const coach = await account(server, 'nameless.coach@gambit.dev')
  const first = await account(server, 'first.nameless@gambit.dev')
  const second = await account(server, 'second.nameless@gambit.dev')
  const made = await server.call('POST', '/api/classes', {
    token: coach,
    body: { class: { name: 'Anonymous' } },
  })
  const { _id: classId, code } = made.body.class
  for (const token of [first, second])
    await server.call('POST', '/api/classes/join', { token, body: { code } })

  const asCoach = [
    await server.call('GET', `/api/classes/${classId}`, { token: coach }),
    await server.call('GET', `/api/classes/${classId}/progress`, { token: coach }),
    await server.call('GET', '/api/classes', { token: coach }),
  ]
  const asStudent = [
    await server.call('GET', `/api/classes/${classId}`, { token: first }),
    await server.call('GET', '/api/classes', { token: first }),
    await server.call('GET', '/api/user/assignments', { token: first }),
  ]
  for (const { body } of [...asCoach, ...asStudent])
    expect(JSON.stringify(body)).not.toMatch(/nameless/)
  expect(asCoach[0]!.body.class.students.map((s: { name: string }) => s.name)).toEqual([
    'Student 1',
    'Student 2',
  ])
  expect(asCoach[1]!.body.students.map((s: { name: string }) => s.name)).toEqual([
    'Student 1',
    'Student 2',
  ])
  expect(asStudent[0]!.body.class.coachName).toBe('Your coach')
  expect(asStudent[1]!.body.joined[0].coachName).toBe('Your coach')
})
