import { expect, test } from 'vitest'
import shipped from 'virtual:shipped-puzzles'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// docs/api.md, "Puzzles"; on every store, with the puzzles Gambit ships (chess-data/).
// 00BNd (fork, 881): after 1... Bxb5 White plays 2. Nxe7+ Kf8 3. Nxc8.
// 001KR (mate in 1): after 1. ... Kg8 White mates with Rf8, and Rd8 mates too.

const FORK = '00BNd'
const MATE = '001KR'
const HEADER =
  'PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags'

const having = (...themes: string[]) =>
  shipped.puzzles.filter((puzzle) => puzzle.themes.some((theme) => themes.includes(theme)))

async function learner() {
  const server = createTestServer()
  const { token } = await server.login(GUEST)
  const attempt = (puzzleId: string, moves: string[]) =>
    server.call('POST', `/api/user/puzzles/${puzzleId}/attempts`, {
      token,
      body: { attempt: { moves } },
    })
  return { server, token, attempt }
}

test('themes with readable names and their counts; a puzzle by its id, as the Lichess file has it', async () => {
  const server = createTestServer()
  const { status, body } = await server.call('GET', '/api/puzzles/themes')
  expect(status).toBe(200)
  expect(body.themes).toContainEqual({ id: 'fork', name: 'Fork', count: having('fork').length })
  expect(body.themes).toContainEqual({
    id: 'mateIn2',
    name: 'Mate in 2',
    count: having('mateIn2').length,
  })
  expect(body.themes).toContainEqual({
    id: 'backRankMate',
    name: 'Back-rank mate',
    count: having('backRankMate').length,
  })
  const one = await server.call('GET', `/api/puzzles/${FORK}`)
  expect(one).toMatchObject({ status: 200 })
  // The first answer came while the shipped puzzles were loading (puzzles/shipped.ts); the
  // store, every puzzle in, counts the same.
  expect((await server.call('GET', '/api/puzzles/themes')).body).toEqual(body)
  expect(one.body.puzzle).toEqual({
    _id: FORK,
    fen: '1rr3k1/3bppbp/3p1np1/1B1N4/P2BP3/5P2/P2R2PP/R5K1 b - - 0 21',
    moves: ['d7b5', 'd5e7', 'g8f8', 'e7c8'],
    rating: 881,
    // The Lichess file's Popularity column (issue 60's field end to end); NbPlays is kept only.
    popularity: 100,
    themes: ['advantage', 'fork', 'middlegame', 'short'],
    openingTags: [],
  })
  // The next puzzle's read carries it too (a query of its own on each store).
  const { puzzle } = (await server.call('GET', '/api/puzzles/next?themes=fork')).body
  const inFile = shipped.puzzles.find(({ _id }) => _id === puzzle._id)
  expect(puzzle.popularity).toBe(inFile?.popularity)
})

test('next: any of several themes in a difficulty, how many match, and on after the one given', async () => {
  const server = createTestServer()
  const medium = having('fork', 'pin').filter(({ rating }) => rating >= 1200 && rating <= 1800)
  const seen = new Set<string>()
  let after = ''
  for (let step = 0; step < 5; step++) {
    const { status, body } = await server.call(
      'GET',
      `/api/puzzles/next?themes=fork,pin&difficulty=medium${after && `&after=${after}`}`,
    )
    expect(status).toBe(200)
    expect(body.matching).toBe(medium.length)
    expect(body.puzzle.themes.some((theme: string) => ['fork', 'pin'].includes(theme))).toBe(true)
    expect(body.puzzle.rating).toBeGreaterThanOrEqual(1200)
    expect(body.puzzle.rating).toBeLessThanOrEqual(1800)
    seen.add(body.puzzle._id)
    after = body.puzzle._id
  }
  expect(seen.size).toBe(5)
  // A lesson's opening family: its puzzles, of any of the themes when some are chosen.
  const sicilian = shipped.puzzles.filter(
    ({ openingTags }) => openingTags[0] === 'Sicilian_Defense',
  )
  const ofOpening = await server.call('GET', '/api/puzzles/next?opening=Sicilian_Defense')
  expect(ofOpening.body.matching).toBe(sicilian.length)
  expect(ofOpening.body.puzzle.openingTags[0]).toBe('Sicilian_Defense')
  const forks = await server.call('GET', '/api/puzzles/next?opening=Sicilian_Defense&themes=fork')
  expect(forks.body.matching).toBe(sicilian.filter(({ themes }) => themes.includes('fork')).length)
  const all = await server.call('GET', '/api/puzzles/next')
  expect(all.body.matching).toBe(shipped.puzzles.length)
  const none = await server.call('GET', '/api/puzzles/next?themes=zugzwangInOne')
  expect(none).toMatchObject({ status: 200, body: { puzzle: null, matching: 0 } })
})

test('a bad filter is refused, never ignored', async () => {
  const server = createTestServer()
  for (const [query, error] of [
    [
      'themes=fo-rk',
      'themes is a list of at most 30 puzzle themes separated by commas, such as fork,pin.',
    ],
    ['difficulty=extreme', 'difficulty is "any", "easier", "medium" or "harder".'],
    ['after=a%20b', 'after is the id of a puzzle.'],
    [
      'opening=Sicilian%20Defense',
      'opening is an opening family as the Lichess puzzles tag it, such as Sicilian_Defense.',
    ],
  ])
    expect(await server.call('GET', `/api/puzzles/next?${query}`)).toMatchObject({
      status: 400,
      body: { errors: [error] },
    })
})

test('the back end judges an attempt from the moves: solved, failed, first try or not', async () => {
  const { attempt, token, server } = await learner()
  const solved = await attempt(FORK, ['d5e7', 'e7c8'])
  expect(solved).toMatchObject({ status: 201, body: { result: 'solved', firstTry: true } })
  expect(solved.body.stats).toMatchObject({ solved: 1, tried: 1 })
  expect(solved.body.stats.byTheme).toContainEqual({
    id: 'fork',
    name: 'Fork',
    tried: 1,
    solvedFirstTry: 1,
  })
  const again = await attempt(FORK, ['d5e7', 'e7g6'])
  // A claimed solve with a wrong move fails; the first try's success stays.
  expect(again).toMatchObject({ status: 201, body: { result: 'failed', firstTry: false } })
  expect(again.body.stats).toMatchObject({ solved: 1, tried: 1 })
  // Any move that mates is right.
  expect(await attempt(MATE, ['d1d8'])).toMatchObject({
    body: { result: 'solved', firstTry: true },
  })
  const stats = await server.call('GET', '/api/user/puzzles/stats', { token })
  expect(stats.body).toMatchObject({ solved: 2, tried: 2 })
  expect(stats.body.byTheme).toContainEqual({
    id: 'mateIn1',
    name: 'Mate in 1',
    tried: 1,
    solvedFirstTry: 1,
  })
})

test('a first try that fails counts as failed, whatever comes after; "Show solution" is a give-up', async () => {
  const { attempt, token, server } = await learner()
  expect(await attempt(FORK, ['d5f6'])).toMatchObject({
    status: 201,
    body: { result: 'failed', firstTry: true },
  })
  expect((await attempt(FORK, ['d5e7', 'e7c8'])).body).toMatchObject({
    result: 'solved',
    firstTry: false,
  })
  expect(await attempt(MATE, [])).toMatchObject({ status: 201, body: { result: 'failed' } })
  const stats = (await server.call('GET', '/api/user/puzzles/stats', { token })).body
  expect(stats).toMatchObject({ solved: 1, tried: 2 })
  expect(stats.byTheme).toContainEqual({ id: 'fork', name: 'Fork', tried: 1, solvedFirstTry: 0 })
  const profile = await server.call('GET', '/api/user/profile', { token })
  expect(profile.body.stats.puzzlesSolved).toBe(1)
  const exported = await server.call('GET', '/api/user/export', { token })
  expect(exported.body.puzzleAttempts).toContainEqual(
    expect.objectContaining({
      puzzleId: FORK,
      tries: 2,
      solved: true,
      solvedFirstTry: false,
      mistake: {
        fen: '1rr3k1/4ppbp/3p1np1/1b1N4/P2BP3/5P2/P2R2PP/R5K1 w - - 0 22',
        played: 'd5f6',
        expected: 'd5e7',
      },
    }),
  )
})

test('with a token, next skips the puzzles the learner solved', async () => {
  const { attempt, token, server } = await learner()
  const first = (await server.call('GET', '/api/puzzles/next?themes=fork', { token })).body.puzzle
  const solution = first.moves.filter((_: string, index: number) => index % 2 === 1)
  expect((await attempt(first._id, solution)).body.result).toBe('solved')
  const next = await server.call('GET', '/api/puzzles/next?themes=fork', { token })
  expect(next.body.puzzle._id).not.toBe(first._id)
  // A visitor still starts with it; a bad token is refused, not taken for a visitor.
  expect((await server.call('GET', '/api/puzzles/next?themes=fork')).body.puzzle._id).toBe(
    first._id,
  )
  expect(
    (await server.call('GET', '/api/puzzles/next?themes=fork', { token: 'Bearer nonsense' }))
      .status,
  ).toBe(401)
})

test('an attempt that is not one is refused: an illegal move, moves after a wrong one, bad input, no puzzle', async () => {
  const { attempt, token, server } = await learner()
  expect(await attempt(FORK, ['a1a8'])).toMatchObject({
    status: 400,
    body: { errors: ['Move 1 of your attempt is not legal in its position.'] },
  })
  expect(await attempt(FORK, ['d5f6', 'f6d7'])).toMatchObject({
    status: 400,
    body: { errors: ['An attempt ends at its first wrong move, or where the solution ends.'] },
  })
  expect(await attempt(FORK, ['d5e7', 'e7c8', 'c8d6'])).toMatchObject({ status: 400 })
  expect(await attempt(FORK, ['Ne7+'])).toMatchObject({ status: 400 })
  expect(await attempt(FORK, ['d5e7\u0000'])).toMatchObject({ status: 400 })
  expect(await attempt('zzzzz', ['d5e7'])).toMatchObject({
    status: 404,
    body: { errors: ['No puzzle has that id.'] },
  })
  expect((await server.call('GET', '/api/puzzles/zzzzz')).status).toBe(404)
  expect((await server.call('GET', '/api/puzzles/a%00b')).status).toBe(400)
  expect((await server.call('GET', '/api/user/puzzles/stats', { token })).body).toEqual({
    solved: 0,
    tried: 0,
    byTheme: [],
  })
  expect((await server.call('GET', '/api/user/puzzles/stats')).status).toBe(401)
})

test('a puzzle made a drill: the solver’s line from their turn, once', async () => {
  const { server, token } = await learner()
  const made = await server.call('POST', '/api/user/drills', {
    token,
    body: { drill: { puzzleId: FORK } },
  })
  expect(made.status).toBe(201)
  const drill = made.body.drills.find(
    (held: { source: { kind: string } }) => held.source.kind === 'puzzle',
  )
  expect(drill).toMatchObject({
    source: { kind: 'puzzle', puzzleId: FORK },
    fen: '1rr3k1/4ppbp/3p1np1/1b1N4/P2BP3/5P2/P2R2PP/R5K1 w - - 0 22',
    solution: ['Nxe7+', 'Kf8', 'Nxc8'],
    text: 'Puzzle: Advantage, Fork, Middlegame, Short',
  })
  expect(drill.videoId).toBeUndefined()
  expect(
    await server.call('POST', '/api/user/drills', { token, body: { drill: { puzzleId: FORK } } }),
  ).toMatchObject({ status: 409, body: { errors: ['You already have a drill of this puzzle.'] } })
  expect(
    (
      await server.call('POST', '/api/user/drills', {
        token,
        body: { drill: { puzzleId: 'zzzzz' } },
      })
    ).status,
  ).toBe(404)
  const listed = await server.call('GET', '/api/user/drills', { token })
  expect(listed.body.drills).toContainEqual(drill)
})

test('curators import the Lichess CSV: bad rows skipped with their reason, rows already in skipped', async () => {
  const server = createTestServer()
  const alex = await server.login(ALEX)
  const guest = await server.login(GUEST)
  const fresh =
    'zzNew1,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7,1500,80,90,100,fork zugzwang,https://lichess.org/x,,'
  const csv = [
    HEADER,
    fresh,
    'zzBad1,not a fen,e2e4 e7e5,1500,80,90,100,fork,https://lichess.org/x,',
    'zzBad2,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,a1a8 e6e7,1500,80,90,100,fork,https://lichess.org/x,',
    'zzBad3,too,few',
    `${FORK},1rr3k1/3bppbp/3p1np1/1B1N4/P2BP3/5P2/P2R2PP/R5K1 b - - 0 21,d7b5 d5e7 g8f8 e7c8,881,75,96,1000,fork,https://lichess.org/y,`,
  ].join('\n')
  const path = '/api/catalogue/puzzles/import'
  expect((await server.call('POST', path, { token: guest.token, body: { csv } })).status).toBe(403)
  const report = await server.call('POST', path, {
    token: alex.token,
    rawBody: csv,
    headers: { 'content-type': 'text/csv' },
  })
  expect(report).toMatchObject({ status: 200 })
  expect(report.body).toEqual({
    added: 1,
    skipped: 4,
    reasons: [
      { reason: 'a bad FEN', count: 1, rows: [3] },
      { reason: 'an illegal move', count: 1, rows: [4] },
      { reason: 'a wrong number of columns', count: 1, rows: [5] },
      { reason: 'already in Gambit', count: 1, rows: [6] },
    ],
  })
  const themes = (await server.call('GET', '/api/puzzles/themes')).body.themes
  expect(themes).toContainEqual({
    id: 'zugzwang',
    name: 'Zugzwang',
    count: having('zugzwang').length + 1,
  })
  const next = await server.call('GET', '/api/puzzles/next?themes=zugzwang&difficulty=medium')
  expect(next.body.matching).toBe(
    having('zugzwang').filter(({ rating }) => rating >= 1200 && rating <= 1800).length + 1,
  )
  const again = await server.call('POST', path, {
    token: alex.token,
    body: { csv: `${HEADER}\n${fresh}` },
  })
  expect(again.body).toEqual({
    added: 0,
    skipped: 1,
    reasons: [{ reason: 'already in Gambit', count: 1, rows: [2] }],
  })
  expect((await server.call('POST', path, { token: alex.token, body: { csv: '' } })).status).toBe(
    400,
  )
})
