import { expect, test } from 'vitest'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// One check for a lesson however it arrives (docs/decisions/033-one-check-for-a-lesson.md): what
// a save accepts, as moves or as PGN, every read reads; what it refuses changes nothing. On
// every store.

const VIDEO = 'uW1ZUk6nkDE'
const LESSON = `/api/videos/${VIDEO}/lesson`
const EDIT = `/api/catalogue/videos/${VIDEO}/lesson`
const KEPT = '[Event "Kept"]\n\n1. e4 e5 2. Nf3 *'
const x = (count: number) => 'x'.repeat(count)

async function curator() {
  const server = createTestServer()
  const { token } = await server.login(ALEX)
  const save = (body: unknown) => server.call('PUT', EDIT, { token, body })
  expect((await save({ pgn: KEPT })).status).toBe(200)
  const kept = (await server.call('GET', LESSON)).body.lesson
  return { server, save, kept }
}

test.each([
  ['a comment over 2,000 characters', `1. e4 {${x(2500)}} e5 *`, 'the one on 1. e4 has more'],
  ['a comment written with ;', `1. e4 ;${x(2500)}\ne5 *`, 'the one on 1. e4 has more'],
  ['three comments joined', `1. e4 {${x(900)}} {${x(900)}} {${x(900)}} e5 *`, 'on 1. e4'],
  ['[%vt 90000]', '1. e4 e5 2. Nf3 {[%vt 90000]} Nc6 *', 'The time of 2. Nf3 is not'],
  ['[%vt 86401]', '1. e4 {[%vt 86401]} e5 *', 'The time of 1. e4 is not'],
  ['[%vt 99:99:99]', '1. e4 {[%vt 99:99:99]} e5 *', '[%vt 99:99:99] on e4 is not a time'],
  ['a 90 KB Event header', `[Event "${x(90_000)}"]\n\n1. e4 *`, 'The header Event can'],
  ['two games', `${KEPT}\n\n[Event "Second"]\n\n1. d4 *`, 'This PGN holds 2 games'],
  ['(d4) 24,000 times', `1. e4 ${'(d4)'.repeat(24_000)} *`, 'at most 1,000 moves'],
])(
  'a PGN with %s is refused with 400, naming it; the lesson stays as it was',
  async (_, pgn, said) => {
    const { server, save, kept } = await curator()
    const answer = await save({ pgn })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0]).toContain(said)
    expect((await server.call('GET', LESSON)).body.lesson).toEqual(kept)
  },
)

test.each([
  ['a comment that starts 99:99:99', '1. e4 {99:99:99 is no time} e5 *'],
  ['$1 20,000 times', `1. e4 ${'$1 '.repeat(20_000)}e5 *`],
  ['8 annotations on a move', '1. e4!! $1 $1 $2 $3 $4 $5 $6 e5 *'],
  ['a comment of 2,000 characters', `1. e4 {${x(2000)}} e5 *`],
])('a PGN with %s is saved, and every read reads it as saved', async (_, pgn) => {
  const { server, save } = await curator()
  const saved = await save({ pgn })
  expect(saved.status).toBe(200)
  expect((await server.call('GET', LESSON)).body.lesson).toEqual(saved.body.lesson)
  const studio = await server.call('GET', '/api/catalogue/lessons', {
    token: (await server.login(ALEX)).token,
  })
  expect(studio.body.lessons).toContainEqual({ videoId: VIDEO, plyCount: 2 })
  // A learner guesses it and trains it: the lesson is there for every read.
  const { token } = await server.login(GUEST)
  const round = { side: 'white', guesses: [{ ply: 1, played: 'e4' }] }
  const guessed = await server.call('POST', `/api/user/lessons/${VIDEO}/guesses`, {
    token,
    body: { round },
  })
  expect(guessed).toMatchObject({ status: 201, body: { last: { right: 1 } } })
})

test('the same limits sent as moves are refused with the same words', async () => {
  const { server, save, kept } = await curator()
  const refusals: [unknown, string][] = [
    [
      { moves: [{ san: 'e4', comment: x(2001) }] },
      'A comment can have at most 2,000 characters: the one on 1. e4 has more.',
    ],
    [
      { moves: [{ san: 'e4' }, { san: 'e5', timeSeconds: 90_000 }] },
      'The time of 1... e5 is not a time of the video (0:00 to 24:00:00).',
    ],
    [
      { moves: [{ san: 'e4', nags: ['!', '!'] }] },
      '1. e4 has an annotation twice, or one that is not !, ?, !!, ??, !? or ?!.',
    ],
    [
      { headers: { 'Event "x"]\n\n1. h4 h5 *\n\n[Junk': 'y' }, moves: [{ san: 'e4' }] },
      `"Event \\"x\\"]\\n\\n1. h4 h5 *\\n\\n[Junk" is not a header's name: a PGN tag is letters, digits and _, a letter first (FEN and SetUp come from the starting position).`,
    ],
    [
      { headers: { FEN: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' }, moves: [] },
      `"FEN" is not a header's name: a PGN tag is letters, digits and _, a letter first (FEN and SetUp come from the starting position).`,
    ],
    [
      {
        headers: Object.fromEntries(Array.from({ length: 800 }, (_, n) => [`T${n}`, 'v'])),
        moves: [],
      },
      'A lesson can have at most 50 headers.',
    ],
    [
      { headers: { Event: x(256) }, moves: [] },
      'The header Event can have at most 255 characters, on one line.',
    ],
  ]
  for (const [lesson, message] of refusals)
    expect(await save({ lesson }), message).toMatchObject({
      status: 400,
      body: { errors: [message] },
    })
  expect((await server.call('GET', LESSON)).body.lesson).toEqual(kept)
})

test('a lesson exported as PGN imports as the same lesson, its starting position included', async () => {
  const { server, save } = await curator()
  const lesson = {
    startFen: '8/8/8/4k3/8/8/4P3/4K3 b - - 0 40',
    headers: { Event: 'Ending', Annotator: 'Gambit' },
    moves: [{ san: 'Kd5', timeSeconds: 75, comment: 'The opposition.' }, { san: 'Kd2' }],
  }
  const first = (await save({ lesson })).body.lesson
  const { writeLessonPgn } = await import('@/shared/lesson-pgn')
  const again = await save({ pgn: writeLessonPgn(first) })
  expect(again.status).toBe(200)
  const { updatedAt: _a, headers: firstHeaders, ...before } = first
  const { updatedAt: _b, headers: againHeaders, ...after } = again.body.lesson
  expect(after).toEqual(before)
  expect(againHeaders).toEqual({ ...firstHeaders, Result: '*' })
  expect((await server.call('GET', LESSON)).body.lesson.moves[0].san).toBe('Kd5')
})
