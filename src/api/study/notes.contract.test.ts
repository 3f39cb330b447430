import { expect, test } from 'vitest'
import { ALEX, createTestServer } from '@/testing/test-server'

// docs/api.md, "Notes"; runs against every store.

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
const SICILIAN = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2'
const ILLEGAL_POSITION = 'That is not a legal position.'

test('notes are added at a time with an optional position, listed by time, and deleted', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const url = '/api/user/notes/Eas20kFpAYw'
  expect(await server.call('GET', url, { token })).toMatchObject({
    status: 200,
    body: { notes: [] },
  })
  const first = await server.call('POST', url, {
    token,
    body: { note: { timeSeconds: 95, text: '  The Sicilian  ', fen: SICILIAN } },
  })
  expect(first.status).toBe(201)
  expect(first.body.notes).toEqual([
    {
      _id: expect.any(String),
      videoId: 'Eas20kFpAYw',
      timeSeconds: 95,
      text: 'The Sicilian',
      fen: SICILIAN,
      createdAt: expect.any(String),
      updatedAt: first.body.notes[0].createdAt,
    },
  ])
  const second = await server.call('POST', url, {
    token,
    body: { note: { timeSeconds: 12, text: 'Before the game', fen: '' } },
  })
  expect(second.body.notes.map((n: { text: string }) => n.text)).toEqual([
    'Before the game',
    'The Sicilian',
  ])
  expect(second.body.notes[0]).not.toHaveProperty('fen')

  const noteId = first.body.notes[0]._id
  const removed = await server.call('DELETE', `${url}/${noteId}`, { token })
  expect(removed.status).toBe(200)
  expect(removed.body.notes.map((n: { text: string }) => n.text)).toEqual(['Before the game'])
  expect(await server.call('DELETE', `${url}/${noteId}`, { token })).toMatchObject({
    status: 404,
    body: { errors: ['The note you requested does not exist.'] },
  })
})

test('bad text, time and positions are 400s with their messages, and nothing is stored', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const url = '/api/user/notes/Eas20kFpAYw'
  const cases: [unknown, string][] = [
    [{ timeSeconds: 1, text: '' }, 'A note needs 1 to 2,000 characters of text.'],
    [{ timeSeconds: 1, text: '   ' }, 'A note needs 1 to 2,000 characters of text.'],
    [{ timeSeconds: 1, text: 'x'.repeat(2001) }, 'A note needs 1 to 2,000 characters of text.'],
    [{ timeSeconds: 1, text: 42 }, 'A note needs 1 to 2,000 characters of text.'],
    [{ timeSeconds: -1, text: 'x' }, 'timeSeconds must be a number of seconds from 0 to 86,400.'],
    [
      { timeSeconds: 86_401, text: 'x' },
      'timeSeconds must be a number of seconds from 0 to 86,400.',
    ],
    [{ text: 'x' }, 'timeSeconds must be a number of seconds from 0 to 86,400.'],
    [{ timeSeconds: 1, text: 'x', fen: 'not a position' }, 'That is not a valid FEN position.'],
    [
      { timeSeconds: 1, text: 'x', fen: START.replace('K', 'Q') },
      'That is not a valid FEN position.',
    ],
    [
      { timeSeconds: 1, text: 'x', fen: START.replace('8/8/8/8', '8/8/8/9') },
      'That is not a valid FEN position.',
    ],
    [
      { timeSeconds: 1, text: 'x', fen: `${START} ${'x'.repeat(100)}` },
      'That is not a valid FEN position.',
    ],
    [{ timeSeconds: 1, text: 'x', fen: 7 }, 'That is not a valid FEN position.'],
    // Black in check with White to move: no game reaches it (schema 4 saved it).
    [{ timeSeconds: 1, text: 'x', fen: '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1' }, ILLEGAL_POSITION],
    // En passant on a square no pawn just passed: chess.js's own checks.
    [
      { timeSeconds: 1, text: 'x', fen: START.replace('KQkq -', 'KQkq e3') },
      'That is not a valid FEN position.',
    ],
  ]
  for (const [note, message] of cases)
    expect(await server.call('POST', url, { token, body: { note } })).toMatchObject({
      status: 400,
      body: { errors: [message] },
    })
  expect((await server.call('GET', url, { token })).body.notes).toEqual([])
  expect(
    (
      await server.call('POST', url, {
        token,
        body: { note: { timeSeconds: 1, text: 'x'.repeat(2000) } },
      })
    ).status,
  ).toBe(201)
})

test("someone else's note cannot be deleted; unknown videos are 404s; notes are per user", async () => {
  const server = createTestServer()
  const guest = await server.login()
  const alex = await server.login(ALEX)
  const url = '/api/user/notes/Eas20kFpAYw'
  const added = await server.call('POST', url, {
    token: guest.token,
    body: { note: { timeSeconds: 3, text: 'Mine' } },
  })
  const noteId = added.body.notes[0]._id
  expect(await server.call('DELETE', `${url}/${noteId}`, { token: alex.token })).toMatchObject({
    status: 404,
    body: { errors: ['The note you requested does not exist.'] },
  })
  // The right note id under another video is not found either.
  expect(
    (await server.call('DELETE', `/api/user/notes/wofz0k6FCMU/${noteId}`, { token: guest.token }))
      .status,
  ).toBe(404)
  expect((await server.call('GET', url, { token: alex.token })).body.notes).toEqual([])
  expect((await server.call('GET', url, { token: guest.token })).body.notes).toHaveLength(1)
  expect(
    await server.call('POST', '/api/user/notes/no-such-video', {
      token: guest.token,
      body: { note: { timeSeconds: 1, text: 'x' } },
    }),
  ).toMatchObject({ status: 404, body: { errors: ['The video you requested does not exist.'] } })
  expect((await server.call('GET', url)).status).toBe(401)
})
