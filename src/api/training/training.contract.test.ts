import { Chess } from 'chess.js'
import { expect, test } from 'vitest'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// docs/api.md, "Lesson training"; on every store. The demo lesson of "Anand's Immortal" has a
// 46-move main line: 1. d4 d5 2. c4 c6 3. Nf3 Nf6 …

const DEMO = '/api/user/lessons/Eas20kFpAYw'
const OTHER = 'wofz0k6FCMU'
/** A 50-move main line of knights going out and back, and two variations of its first moves. */
const SHUFFLE = `1. Nf3 (1. e4! e5) Nf6 (1... d5 2. d4) 2. Ng1 Ng8 ${Array.from(
  { length: 11 },
  (_, index) => `${index * 2 + 3}. Nf3 Nf6 ${index * 2 + 4}. Ng1 Ng8`,
).join(' ')} 25. Nf3 Nf6 *`

type Drill = {
  _id: string
  fen: string
  solution: string[]
  source: any
  due: string
  reps: number
  alternatives?: string[][]
}

async function learner() {
  const server = createTestServer()
  const { token } = await server.login(GUEST)
  const curator = (await server.login(ALEX)).token
  const train = (side: unknown, videoId = 'Eas20kFpAYw') =>
    server.call('POST', `/api/user/lessons/${videoId}/training`, { token, body: { side } })
  const lessonDrills = async (videoId: string) =>
    ((await server.call('GET', '/api/user/drills', { token })).body.drills as Drill[])
      .filter((drill) => drill.source.kind === 'lesson' && drill.source.videoId === videoId)
      // Soonest due first says nothing of drills made at once: in the lesson's order here.
      .sort(
        (a, b) =>
          a.source.side.localeCompare(b.source.side) ||
          (a.source.line ?? a.source.ply) - (b.source.line ?? b.source.ply),
      )
  const record = (pgn: string) =>
    server.call('PUT', `/api/catalogue/videos/${OTHER}/lesson`, { token: curator, body: { pgn } })
  return { server, token, curator, train, lessonDrills, record }
}

const fenAfter = (moves: string[]) => {
  const chess = new Chess()
  for (const move of moves) chess.move(move)
  return chess.fen()
}

test('training the demo lesson as Black: three drills of 20, 20 and 5 moves from 1... d5; twice is a 409; stop', async () => {
  const { server, token, train, lessonDrills } = await learner()
  const trained = await train('black')
  expect(trained.status).toBe(201)
  const drills = await lessonDrills('Eas20kFpAYw')
  expect(trained.body.drills).toHaveLength(3)
  expect(drills.map((drill) => [drill.source, drill.solution.length])).toEqual(
    [0, 1, 2].map((line, index) => [
      { kind: 'lesson', videoId: 'Eas20kFpAYw', side: 'black', line },
      [20, 20, 5][index],
    ]),
  )
  expect(drills[0]).toMatchObject({ fen: fenAfter(['d4']), reps: 0, timeSeconds: 0, text: '' })
  expect(drills[0]!.solution.slice(0, 2)).toEqual(['d5', 'c4'])
  // Due at once, in the lesson's order.
  const due = (await server.call('GET', '/api/user/drills/due', { token })).body.drills as Drill[]
  expect(due.map((drill) => drill.source.line)).toEqual([0, 1, 2])
  expect(await train('black')).toMatchObject({
    status: 409,
    body: { errors: ['You already train this lesson as Black.'] },
  })
  expect((await lessonDrills('Eas20kFpAYw')).length).toBe(3)
  expect((await train('white')).status).toBe(201)
  expect((await lessonDrills('Eas20kFpAYw')).length).toBe(6)
  const stopped = await server.call('DELETE', `${DEMO}/training`, { token })
  expect(stopped).toMatchObject({ status: 200, body: { drills: [] } })
  expect(await server.call('DELETE', `${DEMO}/training`, { token })).toMatchObject({
    status: 404,
    body: { errors: ['You do not train this lesson.'] },
  })
})

test('a 50-move main line with two variations as White: the main line cut into 20, 20 and 10, each where the last ended; a variation of Black starts one move earlier; good siblings accepted', async () => {
  const { train, lessonDrills, record } = await learner()
  expect((await record(SHUFFLE)).status).toBe(200)
  expect((await train('white', OTHER)).status).toBe(201)
  const drills = await lessonDrills(OTHER)
  const main = SHUFFLE.replace(/\([^)]*\)/g, '').match(/N[fg][13678]/g)!
  expect(main).toHaveLength(50)
  expect(
    drills.map(({ fen, solution, alternatives }) => ({ fen, solution, alternatives })),
  ).toEqual(
    [
      { fen: fenAfter([]), solution: main.slice(0, 20), alternatives: [['e4']] },
      { fen: fenAfter(main.slice(0, 20)), solution: main.slice(20, 40) },
      { fen: fenAfter(main.slice(0, 40)), solution: main.slice(40) },
      { fen: fenAfter([]), solution: ['e4', 'e5'] },
      { fen: fenAfter([]), solution: ['Nf3', 'd5', 'd4'], alternatives: [['e4']] },
    ].map((drill) => ({ alternatives: undefined, ...drill })),
  )
})

test('after the curator changes one line, the drills stay until "Update my drills": only that line is made anew', async () => {
  const { server, token, train, lessonDrills, record } = await learner()
  await record(SHUFFLE)
  await train('white', OTHER)
  const before = await lessonDrills(OTHER)
  const reviewed = await server.call('POST', `/api/user/drills/${before[0]!._id}/reviews`, {
    token,
    body: { review: { rating: 'good' } },
  })
  expect(reviewed.status).toBe(200)
  const kept = await lessonDrills(OTHER)
  await record(SHUFFLE.replace('2. d4', '2. c4'))
  expect(await lessonDrills(OTHER)).toEqual(kept)
  const updated = await server.call('POST', `/api/user/lessons/${OTHER}/training/update`, { token })
  expect(updated.status).toBe(200)
  const after = await lessonDrills(OTHER)
  expect(after).toHaveLength(5)
  expect(after.slice(0, 4)).toEqual(kept.slice(0, 4))
  expect(after[0]!.reps).toBe(1)
  const changed = after.find((drill) => drill.solution.join(' ') === 'Nf3 d5 c4')
  expect(changed).toMatchObject({ reps: 0, source: { line: 4 } })
  expect(after.some((drill) => drill._id === kept[4]!._id)).toBe(false)
})

test('"Drill the ones I missed": one drill per missed position of the last round, made once', async () => {
  const { server, token, lessonDrills } = await learner()
  const missedDrills = () => server.call('POST', `${DEMO}/guesses/drills`, { token })
  expect(await missedDrills()).toMatchObject({
    status: 400,
    body: { errors: ['Your last round of guessing this lesson missed nothing.'] },
  })
  await server.call('POST', `${DEMO}/guesses`, {
    token,
    body: {
      round: {
        side: 'black',
        guesses: [
          { ply: 2, played: 'd5' },
          { ply: 4, played: 'e6' },
          { ply: 6, played: 'e6' },
        ],
      },
    },
  })
  expect((await missedDrills()).status).toBe(201)
  expect((await missedDrills()).status).toBe(201)
  const drills = await lessonDrills('Eas20kFpAYw')
  expect(drills.map(({ fen, solution, source }) => ({ fen, solution, source }))).toEqual([
    {
      fen: fenAfter(['d4', 'd5', 'c4']),
      solution: ['c6'],
      source: { kind: 'lesson', videoId: 'Eas20kFpAYw', side: 'black', ply: 4 },
    },
    {
      fen: fenAfter(['d4', 'd5', 'c4', 'c6', 'Nf3']),
      solution: ['Nf6'],
      source: { kind: 'lesson', videoId: 'Eas20kFpAYw', side: 'black', ply: 6 },
    },
  ])
  // They are no training: stopping one is refused, and training does not see them.
  expect((await server.call('DELETE', `${DEMO}/training`, { token })).status).toBe(404)
})

test('refusals: a side that is neither, a video without a lesson, a lesson without a move for the side, nobody logged in', async () => {
  const { server, token, train, record } = await learner()
  expect((await train('both')).status).toBe(400)
  expect(await train('white', OTHER)).toMatchObject({
    status: 404,
    body: { errors: ['This video has no lesson yet.'] },
  })
  await record('1. e4 *')
  expect(await train('black', OTHER)).toMatchObject({
    status: 400,
    body: { errors: ['This lesson has no move for Black to play.'] },
  })
  expect(
    (await server.call('POST', `/api/user/lessons/${OTHER}/training/update`, { token })).status,
  ).toBe(404)
  expect((await server.call('POST', `${DEMO}/training`, { body: { side: 'white' } })).status).toBe(
    401,
  )
})
