import { expect, test } from 'vitest'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'
import { tableEngine } from '@/testing/table-engine'
import { EngineBusyError } from '@/shared/engine-judge'

// docs/api.md, "Guess rounds"; on every store. The demo lesson of "Anand's Immortal" begins
// 1. d4 d5 2. c4 c6 3. Nf3 Nf6.

const DEMO = '/api/user/lessons/Eas20kFpAYw/guesses'
const AFTER_D4_D5_C4 = 'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2'

async function learner(server = createTestServer()) {
  const { token } = await server.login(GUEST)
  const guess = (round: unknown, path = DEMO) =>
    server.call('POST', path, { token, body: { round } })
  const scores = (path = DEMO) => server.call('GET', path, { token })
  return { server, token, guess, scores }
}

test('the back end judges each guess from the lesson: right, missed with the position and both moves', async () => {
  const { guess, scores } = await learner()
  expect((await scores()).body).toEqual({ best: null, last: null })
  const answer = await guess({
    side: 'black',
    guesses: [
      { ply: 2, played: 'd5' },
      { ply: 4, played: 'e6' },
      { ply: 6, played: 'g8f6' },
    ],
  })
  expect(answer.status).toBe(201)
  const round = {
    side: 'black',
    right: 2,
    total: 3,
    missed: [{ ply: 4, fen: AFTER_D4_D5_C4, played: 'e6', expected: 'c6' }],
    goodByEngine: [],
    at: expect.any(String),
  }
  expect(answer.body).toEqual({ best: round, last: round })
  expect((await scores()).body).toEqual(answer.body)
})

test('a variation marked good counts as right; what the page claims of a guess is not believed', async () => {
  const { server, guess } = await learner()
  const { token } = await server.login(ALEX)
  const saved = await server.call('PUT', '/api/catalogue/videos/wofz0k6FCMU/lesson', {
    token,
    body: { pgn: '1. d4 d5 2. c4 (2. Bf4! e6) (2. Nc3?! Nf6) c6 *' },
  })
  expect(saved.status).toBe(200)
  const path = '/api/user/lessons/wofz0k6FCMU/guesses'
  const good = await guess(
    {
      side: 'white',
      guesses: [
        { ply: 1, played: 'd4' },
        { ply: 3, played: 'Bf4' },
      ],
    },
    path,
  )
  expect(good.body.last).toMatchObject({ right: 2, total: 2, missed: [] })
  // A page that says a wrong move was right, or sends a score, gets the true score.
  const forged = await guess(
    {
      side: 'white',
      right: 2,
      total: 2,
      guesses: [
        { ply: 1, played: 'e4', outcome: 'right' },
        { ply: 3, played: 'Nc3', right: true },
      ],
    },
    path,
  )
  expect(forged.status).toBe(201)
  expect(forged.body.last).toMatchObject({
    right: 0,
    total: 2,
    missed: [
      { ply: 1, played: 'e4', expected: 'd4' },
      { ply: 3, played: 'Nc3', expected: 'c4' },
    ],
  })
  // The best round stays the better one; the last is the last.
  expect(forged.body.best).toMatchObject({ right: 2, total: 2 })
})

test('the best round: more right, then fewer guesses for as many', async () => {
  const { guess } = await learner()
  const first = await guess({
    side: 'both',
    guesses: [
      { ply: 1, played: 'd4' },
      { ply: 2, played: 'e5' },
    ],
  })
  expect(first.body.best).toMatchObject({ side: 'both', right: 1, total: 2 })
  const sharper = await guess({ side: 'white', guesses: [{ ply: 1, played: 'd4' }] })
  expect(sharper.body.best).toMatchObject({ side: 'white', right: 1, total: 1 })
  const worse = await guess({ side: 'white', guesses: [{ ply: 1, played: 'e4' }] })
  expect(worse.body).toMatchObject({ best: { right: 1, total: 1 }, last: { right: 0, total: 1 } })
})

test('guesses that cannot be judged are refused, saying why, and nothing is kept', async () => {
  const { server, guess, scores } = await learner()
  const refusals: [unknown, number, string][] = [
    [
      { side: 'black', guesses: [{ ply: 999, played: 'e5' }] },
      400,
      "Ply 999 is not a move of this lesson's main line, which has 46.",
    ],
    [
      { side: 'black', guesses: [{ ply: 1, played: 'd4' }] },
      400,
      "Ply 1 is White's move; this round plays black.",
    ],
    [
      {
        side: 'white',
        guesses: [
          { ply: 1, played: 'd4' },
          { ply: 1, played: 'e4' },
        ],
      },
      400,
      'Ply 1 is guessed more than once.',
    ],
    [
      { side: 'white', guesses: [{ ply: 3, played: 'Bf9' }] },
      400,
      'Bf9 is not a legal move at ply 3.',
    ],
    [
      { side: 'white', guesses: [{ ply: 3, played: '--' }] },
      400,
      '-- is not a legal move at ply 3.',
    ],
  ]
  for (const [round, status, message] of refusals)
    expect(await guess(round), JSON.stringify(round)).toMatchObject({
      status,
      body: { errors: [message] },
    })
  for (const round of [
    { side: 'grey', guesses: [{ ply: 1, played: 'd4' }] },
    { side: 'white', guesses: [] },
    { side: 'white', guesses: [{ ply: 0, played: 'd4' }] },
    { side: 'white', guesses: [{ ply: 1.5, played: 'd4' }] },
    { side: 'white', guesses: [{ ply: 1, played: '' }] },
    { side: 'white', guesses: [{ ply: 1, played: 'Nf3'.repeat(5) }] },
    'white',
  ]) {
    const answer = await guess(round)
    expect(answer.status, JSON.stringify(round)).toBe(400)
    expect(answer.body.errors[0]).toMatch(/^Invalid request body: .*Send \{round: \{side, guesses/)
  }
  expect((await scores()).body).toEqual({ best: null, last: null })
  // A video without a lesson, and nobody logged in.
  expect(
    await guess(
      { side: 'white', guesses: [{ ply: 1, played: 'e4' }] },
      '/api/user/lessons/wofz0k6FCMU/guesses',
    ),
  ).toMatchObject({
    status: 404,
    body: { errors: ['This video has no lesson yet.'] },
  })
  expect((await server.call('GET', DEMO)).status).toBe(401)
  expect(
    (
      await server.call('POST', DEMO, {
        body: { round: { side: 'white', guesses: [{ ply: 1, played: 'd4' }] } },
      })
    ).status,
  ).toBe(401)
})

test('twenty rounds of 1,000 guesses at once from one account: each judged or refused with 429, never a 500; another learner goes on', async () => {
  const server = createTestServer()
  const curator = await server.login(ALEX)
  const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8']
  const moves = Array.from({ length: 1000 }, (_, n) => ({ san: shuffle[n % 4]! }))
  const path = '/api/user/lessons/wofz0k6FCMU/guesses'
  const saved = await server.call('PUT', '/api/catalogue/videos/wofz0k6FCMU/lesson', {
    token: curator.token,
    body: { lesson: { moves } },
  })
  expect(saved.status).toBe(200)
  const { token } = await server.login()
  // Every guess a miss: each takes a board of its own, the most a round can cost.
  const guesses = moves.map((_, index) => ({ ply: index + 1, played: index % 2 ? 'Nc6' : 'Nc3' }))
  const body = { round: { side: 'both', guesses } }
  const other = await server.login(ALEX)
  const [answers, theirs] = await Promise.all([
    Promise.all(Array.from({ length: 20 }, () => server.call('POST', path, { token, body }))),
    server.call('POST', path, {
      token: other.token,
      body: { round: { side: 'white', guesses: [{ ply: 1, played: 'Nf3' }] } },
    }),
  ])
  const statuses = answers.map(({ status }) => status)
  expect(
    statuses.every((status) => status === 201 || status === 429),
    String(statuses),
  ).toBe(true)
  expect(statuses).toContain(201)
  for (const refused of answers.filter(({ status }) => status === 429))
    expect(refused.body.errors).toEqual([
      'Your earlier requests are still being worked on: try again in a moment.',
    ])
  expect(answers.find(({ status }) => status === 201)!.body.last).toMatchObject({
    right: 0,
    total: 1000,
  })
  expect(theirs).toMatchObject({ status: 201, body: { last: { right: 1, total: 1 } } })
})

// The contract's engine (scores from Black's view, to move): after 1. d4 d5 2. c4, 2... e6 is as good as the lesson's 2... c6 and
// 2... f6 is not (docs/engine.md, "The judge").
const QUEENS_GAMBIT = {
  [AFTER_D4_D5_C4]: {
    free: { score: { cp: -35 }, pv: ['c7c6', 'g1f3'] },
    moves: {
      e7e6: { score: { cp: -40 }, pv: ['e7e6', 'b1c3'] },
      f7f6: { score: { cp: -150 }, pv: ['f7f6', 'c4d5', 'd8d5', 'b1c3'] },
    },
  },
}
const round = (played: string) => ({ side: 'black', guesses: [{ ply: 4, played }] })

test('a guess the engine judges good counts right, "Good too (engine)"; a bad one stays missed', async () => {
  const { guess } = await learner(createTestServer({ engine: tableEngine(QUEENS_GAMBIT).search }))
  const good = await guess(round('e6'))
  expect(good.status).toBe(201)
  expect(good.body.last).toMatchObject({
    right: 1,
    total: 1,
    missed: [],
    goodByEngine: [{ ply: 4, fen: AFTER_D4_D5_C4, played: 'e6', expected: 'c6' }],
  })
  const bad = await guess(round('f6'))
  expect(bad.body.last).toMatchObject({
    right: 0,
    missed: [{ ply: 4, played: 'f6', expected: 'c6' }],
    goodByEngine: [],
  })
  expect(bad.body.best.right).toBe(1)
})

test('a verdict the page claims is not believed: the round scores as the back end judged', async () => {
  const { guess } = await learner(createTestServer({ engine: tableEngine(QUEENS_GAMBIT).search }))
  const answer = await guess({
    side: 'black',
    guesses: [{ ply: 4, played: 'f6', good: true, verdict: { good: true }, outcome: 'right' }],
    goodByEngine: [{ ply: 4, fen: AFTER_D4_D5_C4, played: 'f6', expected: 'c6' }],
    right: 1,
  })
  expect(answer.status).toBe(201)
  expect(answer.body.last).toMatchObject({ right: 0, goodByEngine: [] })
})

test('a second learner’s guess in the same position is judged from the kept searches', async () => {
  const engine = tableEngine(QUEENS_GAMBIT)
  const server = createTestServer({ engine: engine.search })
  const first = await learner(server)
  await first.guess(round('e6'))
  const searched = engine.asked.length
  expect(searched).toBe(2)
  const { token } = await server.login(ALEX)
  const second = await server.call('POST', DEMO, { token, body: { round: round('e6') } })
  expect(second.body.last).toMatchObject({ right: 1, goodByEngine: [{ played: 'e6' }] })
  expect(engine.asked).toHaveLength(searched)
})

test('a round is kept when the engine is too busy to judge a miss: the miss stays a miss', async () => {
  const busy = () => Promise.reject(new EngineBusyError())
  const { guess } = await learner(createTestServer({ engine: busy }))
  const answer = await guess(round('e6'))
  expect(answer.status).toBe(201)
  expect(answer.body.last).toMatchObject({ right: 0, missed: [{ played: 'e6' }], goodByEngine: [] })
})
