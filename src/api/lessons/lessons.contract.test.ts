import { expect, test } from 'vitest'
import { defaultSeed } from '@/api/seed/seed-data'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// docs/api.md, "Lessons"; on every store.

const VIDEO = 'wofz0k6FCMU'
const LESSON = `/api/videos/${VIDEO}/lesson`
const EDIT = `/api/catalogue/videos/${VIDEO}/lesson`
const PGN = `[Event "Lesson"]
[White "A"]
[Black "B"]

1. e4 {[%vt 754] The king's pawn.} e5 (1... c5!? {[%vt 12:34]} 2. Nf3) 2. Nf3 {0:42 Develops.} Nc6 *`

async function curator() {
  const server = createTestServer()
  const { token } = await server.login(ALEX)
  const save = (body: unknown, path = EDIT) => server.call('PUT', path, { token, body })
  return { server, token, save }
}

test('a lesson saved as PGN reads back as its tree, with times, comments and a variation', async () => {
  const { server, save } = await curator()
  const saved = await save({ pgn: PGN })
  expect(saved.status).toBe(200)
  const { lesson } = (await server.call('GET', LESSON)).body
  expect(lesson).toEqual(saved.body.lesson)
  expect(lesson).toMatchObject({
    videoId: VIDEO,
    headers: { Event: 'Lesson', White: 'A', Black: 'B' },
    plyCount: 4,
    updatedAt: expect.any(String),
    moves: [
      { san: 'e4', timeSeconds: 754, comment: "The king's pawn." },
      { san: 'e5', variations: [[{ san: 'c5', nags: ['!?'], timeSeconds: 754 }, { san: 'Nf3' }]] },
      { san: 'Nf3', timeSeconds: 42, comment: 'Develops.' },
      { san: 'Nc6' },
    ],
  })
  // The same tree sent as moves is the same lesson; moves written loosely come back as SAN.
  const { videoId: _v, plyCount: _p, updatedAt: _u, ...game } = lesson
  const again = await save({
    lesson: { ...game, moves: [{ ...game.moves[0], san: 'e2e4' }, ...game.moves.slice(1)] },
  })
  expect(again.body.lesson.moves).toEqual(lesson.moves)
})

test('illegal moves, unreadable PGN and the limits are refused, naming what is wrong; nothing is kept', async () => {
  const { server, save } = await curator()
  const refusals: [unknown, string][] = [
    [{ pgn: '1. e4 e5 2. Ke3' }, '2. Ke3 is not legal here.'],
    [{ pgn: '1. e4 (1. d4 d5 2. d5) e5' }, '2. d5 is not legal here.'],
    [{ pgn: '1. e4 e5 2. Nf3 (2. Bc4' }, 'Could not read the PGN near move 2.'],
    [{ lesson: { moves: [{ san: 'e4' }, { san: '--' }] } }, '1... -- is not legal here.'],
    [
      { lesson: { startFen: '8/8/8/8/8/8/8/8 w - - 0 1', moves: [] } },
      'The starting position is not a legal position.',
    ],
    [
      { lesson: { moves: [] }, pgn: '1. e4' },
      'Send {lesson: {startFen?, headers?, moves}} or {pgn}, one of the two.',
    ],
  ]
  for (const [body, message] of refusals)
    expect(await save(body), JSON.stringify(body)).toMatchObject({
      status: 400,
      body: { errors: [message] },
    })
  const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8']
  const long = Array.from({ length: 1001 }, (_, n) => ({ san: shuffle[n % 4] }))
  expect((await save({ lesson: { moves: long } })).body.errors).toEqual([
    'A lesson can have at most 1,000 moves, variations included.',
  ])
  const nested = (depth: number): unknown[] =>
    depth === 0 ? [{ san: 'e4' }] : [{ san: 'e4', variations: [nested(depth - 1)] }]
  expect((await save({ lesson: { moves: nested(10) } })).status).toBe(200)
  expect((await save({ lesson: { moves: nested(11) } })).body.errors).toEqual([
    'Variations can be nested at most 10 deep.',
  ])
  const long_comment = await save({ lesson: { moves: [{ san: 'e4', comment: 'x'.repeat(2001) }] } })
  expect(long_comment.status).toBe(400)
  expect(long_comment.body.errors).toEqual([
    'A comment can have at most 2,000 characters: the one on 1. e4 has more.',
  ])
  expect((await save({ pgn: '1. e4 {\u0000}' })).status).toBe(400)
  // The last lesson that was accepted is the one kept.
  expect((await server.call('GET', LESSON)).body.lesson.plyCount).toBe(1)
})

test('only curators save or delete a lesson; an unknown video is a 404; deleting leaves none', async () => {
  const { server, token, save } = await curator()
  const guest = await server.login(GUEST)
  expect((await server.call('PUT', EDIT, { token: guest.token, body: { pgn: PGN } })).status).toBe(
    403,
  )
  expect((await server.call('PUT', EDIT, { body: { pgn: PGN } })).status).toBe(401)
  expect((await save({ pgn: PGN }, '/api/catalogue/videos/nope/lesson')).status).toBe(404)
  expect(await server.call('GET', LESSON)).toMatchObject({
    status: 404,
    body: { errors: ['This video has no lesson yet.'] },
  })
  await save({ pgn: PGN })
  expect((await server.call('DELETE', EDIT, { token: guest.token })).status).toBe(403)
  expect((await server.call('DELETE', EDIT, { token })).status).toBe(200)
  expect((await server.call('GET', LESSON)).status).toBe(404)
  expect((await server.call('DELETE', EDIT, { token })).status).toBe(404)
})

test("the lesson's positions are rewritten with it, variations included", async () => {
  const { server, save } = await curator()
  await save({ pgn: PGN })
  const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -'
  const afterC5 = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -'
  const positions = (epd: string) => server.store.read((tx) => tx.lessonPositions(epd))
  expect(await positions(afterE4)).toEqual([
    { videoId: VIDEO, epd: afterE4, ply: 1, san: 'e4', timeSeconds: 754 },
  ])
  expect(await positions(afterC5)).toEqual([
    { videoId: VIDEO, epd: afterC5, ply: 2, san: 'c5', timeSeconds: 754 },
  ])
  await save({ pgn: '1. d4 d5 *' })
  expect(await positions(afterE4)).toEqual([])
  expect(await positions(afterC5)).toEqual([])
})

test('the demo lesson: Aronian – Anand on "Anand\'s Immortal", 46 plies, its headers, no times', async () => {
  const server = createTestServer()
  const { status, body } = await server.call('GET', '/api/videos/Eas20kFpAYw/lesson')
  expect(status).toBe(200)
  expect(body.lesson).toMatchObject({
    videoId: 'Eas20kFpAYw',
    plyCount: 46,
    headers: { White: 'Aronian, Levon', Black: 'Anand, Viswanathan', Result: '0-1' },
  })
  const sans = body.lesson.moves.map((move: { san: string }) => move.san)
  expect(sans.slice(0, 4)).toEqual(['d4', 'd5', 'c4', 'c6'])
  expect(sans.slice(-2)).toEqual(['Qd3', 'Be3'])
  expect(JSON.stringify(body.lesson.moves)).not.toMatch(/timeSeconds|comment/)
})

test("a curator's lesson on a seed video is kept when a new build refreshes the catalogue", async () => {
  const { server, save } = await curator()
  const edited = await save(
    { pgn: '1. d4 {[%vt 5] Ours.} *' },
    '/api/catalogue/videos/Eas20kFpAYw/lesson',
  )
  expect(edited.status).toBe(200)
  // Another build: its catalogue differs, so the seed is written again.
  const seed = { ...defaultSeed, categories: defaultSeed.categories.slice(0, -1) }
  const next = createTestServer({ dbName: server.dbName, seed })
  const { body } = await next.call('GET', '/api/videos/Eas20kFpAYw/lesson')
  expect(body.lesson.moves).toEqual([{ san: 'd4', timeSeconds: 5, comment: 'Ours.' }])
})

test("the studio reads every lesson's size, curators only", async () => {
  const { server, token, save } = await curator()
  const sizes = () => server.call('GET', '/api/catalogue/lessons', { token })
  expect((await sizes()).body.lessons).toEqual([{ videoId: 'Eas20kFpAYw', plyCount: 46 }])
  await save({ pgn: PGN })
  expect((await sizes()).body.lessons).toEqual([
    { videoId: 'Eas20kFpAYw', plyCount: 46 },
    { videoId: VIDEO, plyCount: 4 },
  ])
  const guest = await server.login(GUEST)
  expect((await server.call('GET', '/api/catalogue/lessons', { token: guest.token })).status).toBe(
    403,
  )
})

test('"Lessons with this position": found by the position, transpositions included; a lesson deleted takes its positions; bad FEN 400', async () => {
  const { server, save, token } = await curator()
  const reaching = (fen: string) =>
    server.call('GET', `/api/lessons/positions?fen=${encodeURIComponent(fen)}`)
  // The demo lesson's 1. d4 d5 2. c4 c6, reached here by 1. c4 c6 2. d4 d5.
  const slav = 'rnbqkbnr/pp2pppp/2p5/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3'
  expect(await reaching(slav)).toMatchObject({
    status: 200,
    body: { matches: [{ videoId: 'Eas20kFpAYw', title: "Anand's Immortal", ply: 4, san: 'c6' }] },
  })
  // A variation's position, timed; each video once, at its first move there.
  await save({ pgn: PGN })
  const title = defaultSeed.videos.find((video) => video._id === VIDEO)!.title
  const afterC5 = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2'
  expect((await reaching(afterC5)).body).toEqual({
    matches: [{ videoId: VIDEO, title, ply: 2, san: 'c5', timeSeconds: 754 }],
  })
  expect((await server.call('DELETE', EDIT, { token })).status).toBe(200)
  expect((await reaching(afterC5)).body).toEqual({ matches: [] })
  for (const fen of ['', 'not a position', '8/8/8/8/8/8/8/8 w - - 0 1', 'x'.repeat(101)])
    expect((await reaching(fen)).body, fen).toEqual({
      errors: [
        'fen must be a legal chess position in FEN (like rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1).',
      ],
    })
  expect((await server.call('GET', '/api/lessons/positions')).status).toBe(400)
  expect(
    (await server.call('GET', `/api/lessons/positions?fen=${encodeURIComponent(slav)}%00`)).status,
  ).toBe(400)
})

test("a lesson's opening is named when it is saved: the last named position of its main line, on the lesson and its video", async () => {
  const { server, save, token } = await curator()
  const openingOf = async (videoId: string) =>
    (
      (await server.call('GET', '/api/videos')).body.videos as { _id: string; opening?: unknown }[]
    ).find((video) => video._id === videoId)?.opening
  const chigorin = { eco: 'D46', name: 'Semi-Slav Defense: Chigorin Defense' }
  expect((await server.call('GET', '/api/videos/Eas20kFpAYw/lesson')).body.lesson.opening).toEqual(
    chigorin,
  )
  expect(await openingOf('Eas20kFpAYw')).toEqual(chigorin)
  // A transposition: 1. c3 c5 2. e4 is the Alapin; the variation is not the main line.
  const saved = await save({ pgn: '1. c3 c5 (1... e5) 2. e4 Nc6 3. Qa4 *' })
  const alapin = { eco: 'B22', name: 'Sicilian Defense: Alapin Variation' }
  expect(saved.body.lesson.opening).toEqual(alapin)
  expect((await server.call('GET', LESSON)).body.lesson.opening).toEqual(alapin)
  expect(await openingOf(VIDEO)).toEqual(alapin)
  // A lesson from a position no name reaches has none; deleting the lesson takes it off the card.
  const endgame = await save({
    lesson: { startFen: '8/8/4k3/8/8/3K4/4P3/8 w - - 0 1', moves: [{ san: 'e4' }] },
  })
  expect(endgame.status, JSON.stringify(endgame.body)).toBe(200)
  expect((await server.call('GET', LESSON)).body.lesson).not.toHaveProperty('opening')
  expect(await openingOf(VIDEO)).toBeUndefined()
  await save({ pgn: '1. e4 e5 *' })
  expect(await openingOf(VIDEO)).toEqual({ eco: 'C20', name: "King's Pawn Game" })
  await server.call('DELETE', EDIT, { token })
  expect(await openingOf(VIDEO)).toBeUndefined()
})

test('lessons reaching a position: each video once at its first move there, in video order, as many as asked', async () => {
  const { server, save } = await curator()
  // Reached twice in this lesson (main line and variation); the demo lesson reaches it too.
  await save({ pgn: '1. c4 (1. d4 d5 2. c4 c6) c6 2. d4 d5 *' })
  const slav = 'rnbqkbnr/pp2pppp/2p5/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq -'
  const reaching = (limit: number) => server.store.read((tx) => tx.lessonsReaching(slav, limit))
  expect((await reaching(10)).map(({ videoId, ply, san }) => [videoId, ply, san])).toEqual([
    ['Eas20kFpAYw', 4, 'c6'],
    [VIDEO, 4, 'c6'],
  ])
  expect(await reaching(1)).toHaveLength(1)
})

test("a video carries its lesson's players, event and year, for search; a new lesson's and a deleted one's too", async () => {
  const { server, save, token } = await curator()
  const bylineOf = async (videoId: string) =>
    (await server.call('GET', `/api/video/${videoId}`)).body.video.lessonByline
  expect(await bylineOf('Eas20kFpAYw')).toBe(
    'Aronian, Levon – Anand, Viswanathan · Tata Steel Masters · Wijk aan Zee NED · 2013',
  )
  expect(await bylineOf(VIDEO)).toBeUndefined()
  expect((await save({ pgn: PGN })).status).toBe(200)
  expect(await bylineOf(VIDEO)).toBe('A – B · Lesson')
  // The roster's unknowns say nothing.
  await save({ pgn: '[Event "?"]\n[White "?"]\n[Black "Carlsen"]\n[Date "????.??.??"]\n\n1. e4 *' })
  expect(await bylineOf(VIDEO)).toBe('Carlsen')
  await server.call('DELETE', EDIT, { token })
  expect(await bylineOf(VIDEO)).toBeUndefined()
})
