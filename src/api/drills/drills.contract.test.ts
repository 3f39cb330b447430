import { expect, test } from 'vitest'
import { ALEX, createTestServer } from '@/testing/test-server'

// docs/api.md, "Drills"; runs against every store.

const NOTES = '/api/user/notes/Eas20kFpAYw'
/** After 1. e4 e5: White to move. */
const OPEN_GAME = { moves: ['e4', 'e5'] }
const ILLEGAL_ANSWER = 'That answer is not legal from this position.'
const NOT_FOUND = { status: 404, body: { errors: ['The drill you requested does not exist.'] } }

async function learner() {
  const server = createTestServer()
  const { token } = await server.login()
  const note = async (fields: Record<string, unknown>, text = 'x', timeSeconds = 60) => {
    const { body } = await server.call('POST', NOTES, {
      token,
      body: { note: { timeSeconds, text, ...fields } },
    })
    return body.notes.find((n: { text: string }) => n.text === text)._id as string
  }
  const makeDrill = (noteId: string, solution: unknown, as = token) =>
    server.call('POST', '/api/user/drills', { token: as, body: { drill: { noteId, solution } } })
  const due = async (as = token) =>
    (await server.call('GET', '/api/user/drills/due', { token: as })).body
  const review = (drillId: string, rating: unknown, as = token) =>
    server.call('POST', `/api/user/drills/${drillId}/reviews`, {
      token: as,
      body: { review: { rating } },
    })
  return { server, token, note, makeDrill, due, review }
}

test('a drill is made from a note with a position; its answer is kept in SAN and it is due at once', async () => {
  const { note, makeDrill, due } = await learner()
  const noteId = await note(OPEN_GAME, 'The open game', 95)
  const made = await makeDrill(noteId, ['g1f3', 'Nc6', 'Bb5'])
  expect(made.status).toBe(201)
  const [drill] = made.body.drills
  expect(drill).toMatchObject({
    noteId,
    source: { kind: 'note', noteId },
    videoId: 'Eas20kFpAYw',
    timeSeconds: 95,
    text: 'The open game',
    fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
    solution: ['Nf3', 'Nc6', 'Bb5'],
    reps: 0,
    lapses: 0,
  })
  expect(drill).not.toHaveProperty('card')
  expect(drill).not.toHaveProperty('userId')
  const now = await due()
  expect(now).toMatchObject({ dueCount: 1, nextDueAt: null, streak: 0 })
  expect(now.drills[0]).toMatchObject({ _id: drill._id, next: { again: expect.any(String) } })
  expect(Date.parse(now.drills[0].next.good)).toBeGreaterThan(Date.parse(now.drills[0].next.hard))
})

test('illegal answers, a note without a position, a second drill and bad bodies are refused; nothing is made', async () => {
  const { server, token, note, makeDrill } = await learner()
  const withPosition = await note(OPEN_GAME, 'open')
  const textOnly = await note({}, 'text only')
  const refusals: [string, unknown, number, string][] = [
    [withPosition, ['e4'], 400, ILLEGAL_ANSWER],
    [withPosition, ['Nf3', 'Nf6', 'Ke3'], 400, ILLEGAL_ANSWER],
    [withPosition, [], 400, expect.stringContaining('solution must be a list of 1 to 20')],
    [withPosition, Array(21).fill('Nf3'), 400, expect.stringContaining('1 to 20')],
    [withPosition, 'Nf3', 400, expect.stringContaining('solution must be')],
    [textOnly, ['Nf3'], 400, 'A drill needs a note with a position.'],
    ['no-such-note', ['Nf3'], 404, 'The note you requested does not exist.'],
  ]
  for (const [noteId, solution, status, message] of refusals)
    expect(await makeDrill(noteId, solution), JSON.stringify(solution)).toMatchObject({
      status,
      body: { errors: [message] },
    })
  expect((await server.call('GET', '/api/user/drills', { token })).body.drills).toEqual([])
  expect((await makeDrill(withPosition, ['Nf3'])).status).toBe(201)
  // ?videoId= gives a video's drills only.
  const onVideo = async (videoId: string) =>
    (await server.call('GET', `/api/user/drills?videoId=${videoId}`, { token })).body.drills
  expect(await onVideo('Eas20kFpAYw')).toHaveLength(1)
  expect(await onVideo('wofz0k6FCMU')).toEqual([])
  expect(await makeDrill(withPosition, ['Nc3'])).toMatchObject({
    status: 409,
    body: { errors: ['This note already has a drill.'] },
  })
})

test('rating: good sends a drill further than hard; again keeps it due now; the streak counts today', async () => {
  const { note, makeDrill, due, review } = await learner()
  const ids: string[] = []
  for (const [text, time] of [
    ['a', 10],
    ['b', 20],
    ['c', 30],
  ] as const) {
    const made = await makeDrill(await note(OPEN_GAME, text, time), ['Nf3'])
    ids.push(made.body.drills.find((d: { text: string }) => d.text === text)._id)
  }
  // Most overdue first: the oldest drill leads.
  expect((await due()).drills.map((d: { _id: string }) => d._id)).toEqual(ids)
  const hard = (await review(ids[0]!, 'hard')).body.drill
  const good = (await review(ids[1]!, 'good')).body.drill
  expect(Date.parse(good.due)).toBeGreaterThan(Date.parse(hard.due))
  expect(Date.parse(hard.due) - Date.now()).toBeGreaterThan(23 * 3600_000)
  const again = await review(ids[2]!, 'again')
  expect(again.status).toBe(200)
  expect(Date.parse(again.body.drill.due)).toBeLessThanOrEqual(Date.now())
  const after = await due()
  expect(after).toMatchObject({ dueCount: 1, streak: 1, nextDueAt: hard.due })
  expect(after.drills.map((d: { _id: string }) => d._id)).toEqual([ids[2]])
  expect(await review(ids[2]!, 'perfect')).toMatchObject({
    status: 400,
    body: { errors: ['rating must be "again", "hard", "good" or "easy".'] },
  })
  expect(await review('no-such-drill', 'good')).toMatchObject(NOT_FOUND)
})

test('removing a drill keeps its note; deleting a note removes its drill', async () => {
  const { server, token, note, makeDrill } = await learner()
  const first = await note(OPEN_GAME, 'first')
  const second = await note(OPEN_GAME, 'second')
  await makeDrill(first, ['Nf3'])
  const drills = (await makeDrill(second, ['d4'])).body.drills
  const firstDrill = drills.find((d: { noteId: string }) => d.noteId === first)._id
  const removed = await server.call('DELETE', `/api/user/drills/${firstDrill}`, { token })
  expect(removed.status).toBe(200)
  expect(removed.body.drills.map((d: { noteId: string }) => d.noteId)).toEqual([second])
  expect((await server.call('GET', NOTES, { token })).body.notes).toHaveLength(2)
  expect(await server.call('DELETE', `/api/user/drills/${firstDrill}`, { token })).toMatchObject(
    NOT_FOUND,
  )
  await server.call('DELETE', `${NOTES}/${second}`, { token })
  expect((await server.call('GET', '/api/user/drills', { token })).body.drills).toEqual([])
})

test("another user sees none of it and can touch none of it; a drill needs one's own note", async () => {
  const { server, token, note, makeDrill, due, review } = await learner()
  const noteId = await note(OPEN_GAME)
  const drillId = (await makeDrill(noteId, ['Nf3'])).body.drills[0]._id
  const alex = (await server.login(ALEX)).token
  expect((await server.call('GET', '/api/user/drills', { token: alex })).body.drills).toEqual([])
  expect((await due(alex)).dueCount).toBe(0)
  expect(await review(drillId, 'good', alex)).toMatchObject(NOT_FOUND)
  expect(await server.call('DELETE', `/api/user/drills/${drillId}`, { token: alex })).toMatchObject(
    NOT_FOUND,
  )
  expect((await makeDrill(noteId, ['Nc3'], alex)).status).toBe(404)
  expect((await due()).dueCount).toBe(1)
  expect((await server.call('GET', '/api/user/drills')).status).toBe(401)
  expect((await server.call('GET', '/api/user/drills/due?utcOffset=9999', { token })).status).toBe(
    400,
  )
  expect(token).toBeTruthy()
})

test('the streak counts the learner’s own days: reviews just either side of their midnight', async () => {
  const { server, token, note, makeDrill } = await learner()
  const { user } = await server.login()
  const drillId = (await makeDrill(await note(OPEN_GAME), ['Nf3'])).body.drills[0]._id
  const day = 86_400_000
  // A learner whose clock says about noon now (`offset` minutes ahead of UTC), with reviews at
  // 23:30 yesterday and 00:30 today on that clock.
  const now = Date.now()
  const offset = ((((720 - Math.floor((now % day) / 60_000)) % 1440) + 2160) % 1440) - 720
  const localMidnight = Math.floor((now + offset * 60_000) / day) * day - offset * 60_000
  await server.store.write(async (tx) => {
    for (const at of [localMidnight - 1_800_000, localMidnight + 1_800_000])
      await tx.addReview({
        userId: user._id,
        drillId,
        rating: 'good',
        reviewedAt: new Date(at).toISOString(),
      })
  })
  const streak = async (utcOffset: number) =>
    (await server.call('GET', `/api/user/drills/due?utcOffset=${utcOffset}`, { token })).body.streak
  expect(await streak(offset)).toBe(2)
  // An hour further east both are today's; an hour further west both are yesterday's.
  expect(await streak(offset + 60)).toBe(1)
  expect(await streak(offset - 60)).toBe(1)
})

test('more than 1,000 due: the count stops at 1,000 and says there are more', async () => {
  const { server, token, due } = await learner()
  const { user } = await server.login()
  const now = new Date(Date.now() - 60_000).toISOString()
  const add = (from: number, count: number) =>
    server.store.write(async (tx) => {
      for (let n = from; n < from + count; n++) {
        const note = { _id: `note-${n}`, videoId: 'Eas20kFpAYw', timeSeconds: n, text: `${n}` }
        const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
        await tx.addNote({ ...note, userId: user._id, fen, createdAt: now, updatedAt: now })
        await tx.addDrill({
          ...note,
          _id: `drill-${n}`,
          userId: user._id,
          noteId: note._id,
          source: { kind: 'note', noteId: note._id },
          fen,
          solution: ['Nf3'],
          due: now,
          reps: 0,
          lapses: 0,
          card: {
            stability: 0,
            difficulty: 0,
            elapsedDays: 0,
            scheduledDays: 0,
            learningSteps: 0,
            state: 0,
          },
          createdAt: now,
        })
      }
    })
  await add(0, 1000)
  expect(await due()).toMatchObject({ dueCount: 1000, dueCountCapped: false })
  await add(1000, 1)
  const capped = await due()
  expect(capped).toMatchObject({ dueCount: 1000, dueCountCapped: true })
  expect(capped.drills).toHaveLength(10)
  expect(token).toBeTruthy()
}, 60_000)

test('a drill accepts other moves at the learner’s steps: given when made, or added later (PATCH)', async () => {
  const { server, token, note } = await learner()
  const noteId = await note(OPEN_GAME, 'open')
  const made = await server.call('POST', '/api/user/drills', {
    token,
    body: {
      drill: { noteId, solution: ['Nf3', 'Nc6', 'Bb5'], alternatives: [['g1f3', 'Bc4', 'Bc4']] },
    },
  })
  expect(made.status).toBe(201)
  // Written as SAN, once, without the answer's own move.
  const [drill] = made.body.drills
  expect(drill.alternatives).toEqual([['Bc4']])
  const patch = (alternatives: unknown, drillId = drill._id, as = token) =>
    server.call('PATCH', `/api/user/drills/${drillId}`, { token: as, body: { alternatives } })
  const accepted = await patch([['Bc4', 'Nc3'], ['Bc4']])
  expect(accepted).toMatchObject({
    status: 200,
    body: { drill: { alternatives: [['Bc4', 'Nc3'], ['Bc4']] } },
  })
  // The schedule is not touched; the drills list says the same.
  expect(accepted.body.drill).toMatchObject({ reps: 0, due: drill.due })
  const listed = (await server.call('GET', '/api/user/drills', { token })).body.drills
  expect(listed[0].alternatives).toEqual([['Bc4', 'Nc3'], ['Bc4']])
  // Refused: a move not legal at its step, more steps than the answer has, a bad body.
  const illegal = 'Those alternatives are not legal where the answer asks for your move.'
  expect(await patch([['Ke3']])).toMatchObject({ status: 400, body: { errors: [illegal] } })
  expect(await patch([[], [], ['a6']])).toMatchObject({ status: 400, body: { errors: [illegal] } })
  expect(await patch([['Nc6']])).toMatchObject({ status: 400, body: { errors: [illegal] } })
  for (const bad of ['Bc4', [['Bc4'.repeat(20)]], [Array.from({ length: 11 }, () => 'Bc4')]])
    expect((await patch(bad)).status, JSON.stringify(bad)).toBe(400)
  // None accepted: the drill takes the answer alone again.
  const none = await patch([])
  expect(none.body.drill).not.toHaveProperty('alternatives')
  // Someone else's drill.
  const alex = await server.login(ALEX)
  expect(await patch([['Bc4']], drill._id, alex.token)).toMatchObject(NOT_FOUND)
})
