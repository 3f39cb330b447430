import { expect, test } from 'vitest'
import { ALEX, createTestServer } from '@/testing/test-server'

// docs/api.md, "Notes": a note keeps the board's moves, checked by the rules of chess, and can be
// edited. Runs against every store.

const URL = '/api/user/notes/Eas20kFpAYw'
// chess.js names an en-passant square only when a capture there is possible.
const AFTER_E4_C5 = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
/** White to move, a rook ready to give mate on e8 (Re8#). */
const BACK_RANK = '6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1'
const ILLEGAL_MOVES = 'Those moves are not legal from this position.'

async function loggedIn() {
  const server = createTestServer()
  const { token } = await server.login()
  const add = (note: Record<string, unknown>) =>
    server.call('POST', URL, { token, body: { note: { timeSeconds: 60, text: 'x', ...note } } })
  const notes = async () => (await server.call('GET', URL, { token })).body.notes
  return { server, token, add, notes }
}

test('moves are replayed from the initial position or startFen; the note keeps where they lead, in SAN', async () => {
  const { add } = await loggedIn()
  const sicilian = await add({ text: 'The Sicilian', moves: ['e4', 'c5'] })
  expect(sicilian.status).toBe(201)
  expect(sicilian.body.notes[0]).toMatchObject({ fen: AFTER_E4_C5, moves: ['e4', 'c5'] })
  // The initial position is not stored as a start: it is the default.
  expect(sicilian.body.notes[0]).not.toHaveProperty('startFen')

  // Loosely written moves (long algebraic, a promotion without "=") are kept as SAN.
  const mate = await add({ text: 'Back rank', startFen: BACK_RANK, moves: ['Re1e8'] })
  expect(mate.status).toBe(201)
  expect(mate.body.notes[1]).toMatchObject({
    startFen: BACK_RANK,
    moves: ['Re8#'],
    fen: '4R1k1/5ppp/8/8/8/8/8/6K1 b - - 1 1',
  })
  // A fen sent with the moves is accepted when it is where they lead.
  const agreed = await add({ fen: AFTER_E4_C5, moves: ['e4', 'c5'] })
  expect(agreed.status).toBe(201)
})

test('illegal moves, an illegal start and a fen the moves do not reach are 400s; nothing is stored', async () => {
  const { add, notes } = await loggedIn()
  const cases: [Record<string, unknown>, string][] = [
    [{ moves: ['e5'] }, ILLEGAL_MOVES],
    [{ moves: ['e4', 'e4'] }, ILLEGAL_MOVES],
    [{ moves: ['e4', 'Nf6', 'Ke3'] }, ILLEGAL_MOVES],
    [{ moves: ['O-O'] }, ILLEGAL_MOVES],
    [{ startFen: BACK_RANK, moves: ['e4'] }, ILLEGAL_MOVES],
    [
      { moves: ['e4', 'c5'], fen: BACK_RANK },
      'The fen sent is not the position those moves reach.',
    ],
    [
      { startFen: '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1', moves: ['Kd2'] },
      'That is not a legal position.',
    ],
    [{ startFen: 'not a position', moves: ['e4'] }, 'That is not a valid FEN position.'],
    [{ moves: 'e4 e5' }, expect.stringContaining('moves must be a list')],
    [{ moves: [''] }, expect.stringContaining('moves must be a list')],
    [{ moves: [42] }, expect.stringContaining('moves must be a list')],
    [{ moves: ['e'.repeat(13)] }, expect.stringContaining('moves must be a list')],
    [{ moves: Array(501).fill('Nf3') }, expect.stringContaining('at most 500 moves')],
  ]
  for (const [note, message] of cases)
    expect(await add(note), JSON.stringify(note).slice(0, 80)).toMatchObject({
      status: 400,
      body: { errors: [message] },
    })
  expect(await notes()).toEqual([])
})

test('Edit note changes the text and time, replaces the position or removes it, and keeps the rest', async () => {
  const { server, token, add } = await loggedIn()
  const added = (await add({ timeSeconds: 10, text: 'Sicilian', moves: ['e4', 'c5'] })).body
  const [note] = added.notes
  const edit = (changes: Record<string, unknown>, id = note._id) =>
    server.call('PATCH', `${URL}/${id}`, { token, body: { note: changes } })

  const retexted = await edit({ text: '  The Sicilian Defence ', timeSeconds: 12.5 })
  expect(retexted.status).toBe(200)
  expect(retexted.body.notes[0]).toMatchObject({
    _id: note._id,
    text: 'The Sicilian Defence',
    timeSeconds: 12.5,
    moves: ['e4', 'c5'],
    fen: AFTER_E4_C5,
    createdAt: note.createdAt,
  })
  expect(retexted.body.notes[0].updatedAt >= note.updatedAt).toBe(true)

  // A position sent replaces the whole of the old one: moves and start go with it.
  const positioned = (await edit({ fen: BACK_RANK })).body.notes[0]
  expect(positioned).toMatchObject({ fen: BACK_RANK, text: 'The Sicilian Defence' })
  expect(positioned).not.toHaveProperty('moves')
  const lined = (await edit({ startFen: BACK_RANK, moves: ['Re8#'] })).body.notes[0]
  expect(lined).toMatchObject({ startFen: BACK_RANK, moves: ['Re8#'] })
  const cleared = (await edit({ fen: '' })).body.notes[0]
  expect(cleared).not.toHaveProperty('fen')
  expect(cleared).not.toHaveProperty('moves')
  expect(cleared).not.toHaveProperty('startFen')
})

test('a bad edit is a 400 and changes nothing; a note of someone else, or of another video, is a 404', async () => {
  const { server, token, add, notes } = await loggedIn()
  const [note] = (await add({ text: 'Mine', moves: ['d4'] })).body.notes
  const before = await notes()
  const edit = (changes: unknown, url = `${URL}/${note._id}`, as = token) =>
    server.call('PATCH', url, { token: as, body: { note: changes } })
  const refusals: [unknown, string][] = [
    [{}, 'Send a new text, time or position.'],
    [{ text: '  ' }, 'A note needs 1 to 2,000 characters of text.'],
    [{ timeSeconds: -3 }, 'timeSeconds must be a number of seconds from 0 to 86,400.'],
    [{ moves: ['d5'] }, ILLEGAL_MOVES],
    [{ fen: '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1' }, 'That is not a legal position.'],
  ]
  for (const [changes, message] of refusals)
    expect(await edit(changes)).toMatchObject({ status: 400, body: { errors: [message] } })
  expect(await notes()).toEqual(before)

  const alex = await server.login(ALEX)
  const notFound = { status: 404, body: { errors: ['The note you requested does not exist.'] } }
  expect(await edit({ text: 'Theirs' }, undefined, alex.token)).toMatchObject(notFound)
  expect(
    await edit({ text: 'Elsewhere' }, `/api/user/notes/wofz0k6FCMU/${note._id}`),
  ).toMatchObject(notFound)
  expect(await edit({ text: 'Nobody' }, `${URL}/no-such-note`)).toMatchObject(notFound)
  expect(await notes()).toEqual(before)
  expect((await server.call('PATCH', `${URL}/${note._id}`, { body: { note: {} } })).status).toBe(
    401,
  )
})
