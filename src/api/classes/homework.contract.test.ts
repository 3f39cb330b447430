import { expect, test } from 'vitest'
import shipped from 'virtual:shipped-puzzles'
import { ALEX, createTestServer, GUEST, type TestServer } from '@/testing/test-server'
import { tableEngine } from '@/testing/table-engine'

// docs/api.md, "Homework"; on every store. The demo lesson (Eas20kFpAYw) begins 1. d4 d5 2. c4
// c6 3. Nf3 Nf6; wofz0k6FCMU has no lesson. Puzzle 001KR (mate in 1, 588): after 1... Kg8 White
// mates with Rf8; 00BNd (fork, 881): after 1... Bxb5, 2. Nxe7+ Kf8 3. Nxc8.

const LESSON = 'Eas20kFpAYw'
const MATE = '001KR'
const FORK = '00BNd'
const AFTER_D4_D5_C4 = 'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2'
const MATE_POSITION = '6k1/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K w - - 0 29'
/** The instants an assignment and an attempt are written at are apart. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

async function classOf(server: TestServer) {
  const coach = (await server.login(ALEX)).token
  const student = (await server.login(GUEST)).token
  const created = await server.call('POST', '/api/classes', {
    token: coach,
    body: { class: { name: 'Tuesday Juniors' } },
  })
  const classId: string = created.body.class._id
  await server.call('POST', '/api/classes/join', {
    token: student,
    body: { code: created.body.class.code },
  })
  const assign = async (assignment: unknown) => {
    const answer = await server.call('POST', `/api/classes/${classId}/assignments`, {
      token: coach,
      body: { assignment },
    })
    await tick()
    return answer
  }
  const results = (assignmentId: string, token = coach) =>
    server.call('GET', `/api/classes/${classId}/assignments/${assignmentId}/results`, { token })
  const guess = (side: string, guesses: { ply: number; played: string }[]) =>
    server.call('POST', `/api/user/lessons/${LESSON}/guesses`, {
      token: student,
      body: { round: { side, guesses } },
    })
  const attempt = async (puzzleId: string, moves: string[], token = student) => {
    const answer = await server.call('POST', `/api/user/puzzles/${puzzleId}/attempts`, {
      token,
      body: { attempt: { moves } },
    })
    expect(answer.status).toBe(201)
  }
  return { coach, student, classId, assign, results, guess, attempt }
}

/** A fork puzzle other than 00BNd, rated under 1200, and its solver's moves. */
const otherFork = shipped.puzzles.find(
  (puzzle) => puzzle._id !== FORK && puzzle.themes.includes('fork') && puzzle.rating < 1200,
)!
const solverMoves = otherFork.moves.filter((_move, i) => i % 2 === 1)

test('each kind is made and checked: a playlist as before, a lesson to guess as a side, puzzles', async () => {
  const server = createTestServer()
  const { assign } = await classOf(server)
  const guess = await assign({ kind: 'guess', videoId: LESSON, side: 'black', due: '2026-12-01' })
  expect(guess.status).toBe(201)
  expect(guess.body.class.assignments.at(-1)).toMatchObject({
    kind: 'guess',
    side: 'black',
    due: '2026-12-01',
    title: expect.stringMatching(/^Guess the moves as Black: /),
    videos: [{ _id: LESSON }],
  })
  const puzzles = await assign({
    kind: 'puzzles',
    themes: ['fork', 'pin'],
    difficulty: 'medium',
    count: 10,
  })
  expect(puzzles.body.class.assignments.at(-1)).toMatchObject({
    kind: 'puzzles',
    title: '10 puzzles: Fork, Pin · Medium',
    themes: ['fork', 'pin'],
    difficulty: 'medium',
    count: 10,
    videos: [],
  })
  const refused = [
    [{ kind: 'guess', videoId: 'wofz0k6FCMU', side: 'white' }, 400, /no lesson/],
    [{ kind: 'guess', videoId: 'no-such-video', side: 'white' }, 404, /does not exist/],
    [{ kind: 'guess', videoId: LESSON, side: 'red' }, 400, /kind "playlist"/],
    [{ kind: 'guess', videoId: LESSON, side: 'black' }, 409, /assigned to the class already/],
    [{ kind: 'puzzles', themes: ['fork'], count: 0 }, 400, /count \(5 to 50\)/],
    [{ kind: 'puzzles', themes: ['fork'], count: 51 }, 400, /count \(5 to 50\)/],
    [{ kind: 'puzzles', themes: ['fork'], count: 7.5 }, 400, /count \(5 to 50\)/],
    [
      { kind: 'puzzles', themes: ['fork', 'notATheme'], count: 5 },
      400,
      /No puzzle has the theme notATheme/,
    ],
    [{ kind: 'puzzles', themes: ['<b>'], count: 5 }, 400, /theme ids/],
    [{ kind: 'puzzles', themes: [], difficulty: 'brutal', count: 5 }, 400, /difficulty/],
    [{ kind: 'essay', title: 'Why 1. e4' }, 400, /kind "playlist"/],
    // A due date is a real day, written as a date box writes it, and nothing around it.
    [{ kind: 'puzzles', themes: [], count: 5, due: '2026-02-30' }, 400, /^due must be a day/],
    [{ kind: 'puzzles', themes: [], count: 5, due: 'by 2026-12-01' }, 400, /^due must be a day/],
    [{ kind: 'puzzles', themes: [], count: 5, due: '2026-12-01 noon' }, 400, /^due must be a/],
    [{ kind: 'puzzles', themes: [], count: 5, due: 20261201 }, 400, /^due must be a day/],
  ] as const
  for (const [assignment, status, said] of refused) {
    const answer = await assign(assignment)
    expect(answer.status, JSON.stringify(assignment)).toBe(status)
    expect(answer.body.errors[0]).toMatch(said)
  }
  // Puzzles of any theme may be given again, a week later.
  expect((await assign({ kind: 'puzzles', themes: [], count: 5 })).status).toBe(201)
  expect((await assign({ kind: 'puzzles', themes: [], count: 5 })).status).toBe(201)
})

test('a guess assignment counts the best round of its side since it was assigned, and its misses', async () => {
  const server = createTestServer()
  const { assign, results, guess, student } = await classOf(server)
  // Before the assignment: a perfect round, which must not count.
  await guess('black', [{ ply: 2, played: 'd5' }])
  const made = await assign({ kind: 'guess', videoId: LESSON, side: 'black' })
  const assignmentId = made.body.class.assignments[0]._id
  expect((await results(assignmentId)).body.results).toEqual([
    {
      student: expect.objectContaining({ name: expect.any(String) }),
      score: { right: 0, total: 0 },
      done: 0,
      mistakes: [],
    },
  ])
  await guess('black', [
    { ply: 2, played: 'd5' },
    { ply: 4, played: 'e6' },
  ])
  // A worse round later, and one of the other side, change nothing.
  await guess('black', [
    { ply: 2, played: 'Nf6' },
    { ply: 4, played: 'e6' },
  ])
  await guess('white', [{ ply: 1, played: 'd4' }])
  const [result] = (await results(assignmentId)).body.results
  expect(result).toMatchObject({
    score: { right: 1, total: 2 },
    done: 1,
    mistakes: [{ fen: AFTER_D4_D5_C4, played: 'e6', expected: 'c6' }],
  })
  const mine = await server.call('GET', '/api/user/assignments', { token: student })
  expect(mine.body.assignments[0]).toMatchObject({
    kind: 'guess',
    progress: { right: 1, total: 2, done: 1 },
  })
})

test('a puzzle assignment counts the first puzzles of its filter tried since, and their mistakes', async () => {
  const server = createTestServer()
  const { assign, results, attempt, coach, classId } = await classOf(server)
  await attempt(FORK, ['d5e7', 'e7c8'])
  const made = await assign({
    kind: 'puzzles',
    themes: ['fork', 'mateIn1'],
    difficulty: 'easier',
    count: 5,
  })
  const assignmentId = made.body.class.assignments[0]._id
  const hard = await assign({ kind: 'puzzles', themes: ['fork'], difficulty: 'harder', count: 5 })
  await attempt(FORK, ['d5e7', 'e7c8']) // tried before: not counted
  await attempt(MATE, ['f1f7']) // wrong
  await attempt(MATE, ['f1f8']) // right, on a second try
  await attempt(otherFork._id, solverMoves)
  await attempt('002X3', []) // of no theme asked
  const [result] = (await results(assignmentId)).body.results
  expect(result).toMatchObject({
    score: { right: 1, total: 5 },
    done: 2,
    mistakes: [{ fen: MATE_POSITION, played: 'f1f7', expected: 'f1f8' }],
  })
  const harder = (await results(hard.body.class.assignments[1]._id)).body.results[0]
  expect(harder).toMatchObject({ score: { right: 0, total: 5 }, done: 0 })
  const progress = await server.call('GET', `/api/classes/${classId}/progress`, { token: coach })
  expect(progress.body.students[0].assignments).toEqual([
    { assignmentId, right: 1, total: 5, done: 2 },
    expect.objectContaining({ right: 0, total: 5, done: 0 }),
  ])
})

test('a puzzle given up shows where: the position it was asked in and the move it wanted', async () => {
  const server = createTestServer()
  const { assign, results, attempt } = await classOf(server)
  const made = await assign({ kind: 'puzzles', themes: ['mateIn1'], count: 5 })
  await attempt(MATE, [])
  const [result] = (await results(made.body.class.assignments[0]._id)).body.results
  expect(result.mistakes).toEqual([{ fen: MATE_POSITION, played: '', expected: 'f1f8' }])
})

test('only the coach reads results: a student 403, another coach and a stranger 404; a student who left is gone', async () => {
  const server = createTestServer()
  const { assign, results, student, classId, coach } = await classOf(server)
  const made = await assign({ kind: 'puzzles', themes: ['fork'], count: 5 })
  const assignmentId = made.body.class.assignments[0]._id
  expect((await results(assignmentId, student)).status).toBe(403)
  const other = (
    await server.call('POST', '/api/auth/signup', {
      body: { email: 'other-coach@gambit.dev', password: 'pass-1234', firstName: 'Olga' },
    })
  ).body.encodedToken
  await server.call('POST', '/api/classes', { token: other, body: { class: { name: 'Olga’s' } } })
  expect((await results(assignmentId, other)).status).toBe(404)
  expect(
    (await server.call('GET', `/api/classes/${classId}/results.csv`, { token: other })).status,
  ).toBe(404)
  expect((await results('no-such-assignment')).status).toBe(404)
  expect((await results(assignmentId)).body.results).toHaveLength(1)
  await server.call('POST', `/api/classes/${classId}/leave`, { token: student })
  expect((await results(assignmentId, coach)).body.results).toEqual([])
})

test('"Download results": a row per student × assignment that a spreadsheet opens as text', async () => {
  const server = createTestServer()
  const { assign, classId, coach } = await classOf(server)
  const signup = await server.call('POST', '/api/auth/signup', {
    body: {
      email: 'mallory@gambit.dev',
      password: 'pass-1234',
      firstName: '=cmd|"/c calc"!A1',
      lastName: '',
    },
  })
  const code = (await server.call('GET', `/api/classes/${classId}`, { token: coach })).body.class
    .code
  await server.call('POST', '/api/classes/join', {
    token: signup.body.encodedToken,
    body: { code },
  })
  await assign({ kind: 'guess', videoId: LESSON, side: 'white', due: '2026-12-01' })
  await assign({ kind: 'puzzles', themes: ['fork'], count: 5 })
  const csv = await server.call('GET', `/api/classes/${classId}/results.csv`, { token: coach })
  expect(csv.status).toBe(200)
  expect(csv.contentType).toBe('text/csv; charset=utf-8')
  const lines = (csv.body as string).split('\r\n')
  expect(lines[0]).toBe(
    '"Student","Assignment","Kind","Due","Right (videos watched · moves guessed · puzzles solved first try)","engine-good (moves guessed that the engine judged good, counted in Right)","Out of (videos · moves · puzzles)","Done (videos watched · rounds played · puzzles tried)"',
  )
  expect(lines).toHaveLength(1 + 2 * 2 + 1)
  expect(lines.at(-1)).toBe('')
  expect(lines).toContain(`"'=cmd|""/c calc""!A1","5 puzzles: Fork","Puzzles","",0,,5,0`)
  expect(
    lines.filter((line) => line.includes('"Guess the moves","2026-12-01",0,0,0,0')),
  ).toHaveLength(2)
})

test('a guess the engine judges good counts in the score and the CSV; a miss carries the engine’s word', async () => {
  // Scores from Black's view, to move: 2... e6 holds as 2... c6 does; 2... f6 loses ground.
  const engine = tableEngine({
    [AFTER_D4_D5_C4]: {
      free: { score: { cp: -30 }, pv: ['c7c6', 'g1f3'] },
      moves: {
        e7e6: { score: { cp: -35 }, pv: ['e7e6', 'b1c3'] },
        f7f6: { score: { cp: -180 }, pv: ['f7f6', 'c4d5', 'd8d5', 'b1c3'] },
      },
    },
  })
  const server = createTestServer({ engine: engine.search })
  const { assign, results, guess, coach, classId } = await classOf(server)
  const made = await assign({ kind: 'guess', videoId: LESSON, side: 'black' })
  const assignmentId = made.body.class.assignments[0]._id
  await guess('black', [
    { ply: 2, played: 'd5' },
    { ply: 4, played: 'e6' },
    { ply: 6, played: 'Nf6' },
  ])
  const progress = await server.call('GET', `/api/classes/${classId}/progress`, { token: coach })
  expect(progress.body.students[0].assignments[0]).toMatchObject({
    right: 3,
    goodByEngine: 1,
    total: 3,
  })
  const csv = await server.call('GET', `/api/classes/${classId}/results.csv`, { token: coach })
  expect(csv.body).toContain('"Guess the moves","",3,1,3,1')
  const [result] = (await results(assignmentId)).body.results
  expect(result).toMatchObject({ score: { right: 3, total: 3 }, mistakes: [] })
})

test('the coach’s "Mistakes" carry the engine’s word on each miss it judged: before, after, line, best', async () => {
  const engine = tableEngine({
    [AFTER_D4_D5_C4]: {
      free: { score: { cp: -30 }, pv: ['c7c6', 'g1f3'] },
      moves: { f7f6: { score: { cp: -180 }, pv: ['f7f6', 'c4d5', 'd8d5', 'b1c3'] } },
    },
  })
  const server = createTestServer({ engine: engine.search })
  const { assign, results, guess } = await classOf(server)
  const made = await assign({ kind: 'guess', videoId: LESSON, side: 'black' })
  await guess('black', [{ ply: 4, played: 'f6' }])
  const [result] = (await results(made.body.class.assignments[0]._id)).body.results
  expect(result.mistakes).toEqual([
    {
      fen: AFTER_D4_D5_C4,
      played: 'f6',
      expected: 'c6',
      verdict: {
        good: false,
        best: { uci: 'c7c6', san: 'c6', score: { cp: -30 } },
        played: {
          uci: 'f7f6',
          san: 'f6',
          score: { cp: -180 },
          line: ['f6', 'cxd5', 'Qxd5', 'Nc3'],
        },
      },
    },
  ])
})
