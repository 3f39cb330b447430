import { expect, test } from 'vitest'
import { ALEX, createTestServer } from '@/testing/test-server'

// Input that is no chess position, no move or no name is refused with a clear 400, or kept as
// the other inputs are (docs/api.md, "Notes", "Playlists", "Classes"). The rules decide before any
// store does: one store shows it; what a store keeps is in input-rules.contract.test.ts
// (docs/testing.md, "Which layer").

const NOTES = '/api/user/notes/Eas20kFpAYw'
const FEN_INVALID = 'That is not a valid FEN position.'

test('no null move ("--") in a note’s moves or a drill’s answer', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const noted = await server.call('POST', NOTES, {
    token,
    body: { note: { timeSeconds: 1, text: 'Pass', moves: ['e4', '--', 'd4'] } },
  })
  expect(noted.status).toBe(400)
  const made = await server.call('POST', NOTES, {
    token,
    body: { note: { timeSeconds: 1, text: 'Open', moves: ['e4'] } },
  })
  const drill = await server.call('POST', '/api/user/drills', {
    token,
    body: { drill: { noteId: made.body.notes[0]._id, solution: ['--'] } },
  })
  expect(drill).toMatchObject({
    status: 400,
    body: { errors: ['That answer is not legal from this position.'] },
  })
})

test('positions no game reaches are refused: castling without the rook, nine pawns, too many queens', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  for (const fen of [
    '4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1',
    'r3k3/8/8/8/8/8/8/4K3 b k - 0 1',
    '4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1',
    '4k3/8/8/8/8/8/QQQQQQQQ/QQ2K3 w - - 0 1',
  ]) {
    const answer = await server.call('POST', NOTES, {
      token,
      body: { note: { timeSeconds: 1, text: fen, fen } },
    })
    expect(answer, fen).toMatchObject({ status: 400, body: { errors: [FEN_INVALID] } })
  }
  // Castling rights with their king and rook, and eight promoted queens, are fine.
  for (const fen of [
    'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
    '4k3/8/8/8/8/8/QQQQQQQQ/Q3K3 b - - 0 1',
  ])
    expect(
      (
        await server.call('POST', NOTES, {
          token,
          body: { note: { timeSeconds: 2, text: fen, fen } },
        })
      ).status,
      fen,
    ).toBe(201)
})

test('a FEN with runs of spaces is kept with single spaces', async () => {
  const server = createTestServer()
  const { token } = await server.login()
  const answer = await server.call('POST', NOTES, {
    token,
    body: {
      note: { timeSeconds: 1, text: 'Spaced', fen: '  8/8/8/8/8/8/8/K6k   w  -  -   0  1 ' },
    },
  })
  expect(answer.status).toBe(201)
  expect(answer.body.notes[0].fen).toBe('8/8/8/8/8/8/8/K6k w - - 0 1')
})

test('every name a person types is one line: a signup, a class, a playlist, a video; none is kept', async () => {
  const server = createTestServer()
  const { token } = await server.login(ALEX)
  const named = (name: string) =>
    server.call('POST', '/api/classes', { token, body: { class: { name } } })
  expect(await named('\u200B\u200B')).toMatchObject({
    status: 400,
    body: { errors: ['A class needs a name.'] },
  })
  const oneLine = {
    status: 400,
    body: {
      errors: [
        'A name is one line: no control characters (a line break, a bell, an escape) nor marks that turn its direction.',
      ],
    },
  }
  const names = [
    'Bell\u0007',
    'Esc\u001b[31mred',
    'Two\nlines',
    'Ana\u202Egnp.exe',
    'a\u2066b',
    'L\u2028S',
  ]
  for (const [index, name] of names.entries()) {
    const said = JSON.stringify(name)
    expect(await named(name), said).toMatchObject(oneLine)
    const playlist = await server.call('POST', '/api/user/playlists', {
      token,
      body: { playlist: { title: name } },
    })
    expect(playlist.status, said).toBe(400)
    for (const part of ['firstName', 'lastName'])
      expect(
        await server.call('POST', '/api/auth/signup', {
          body: {
            email: `named-${index}-${part}@gambit.dev`,
            password: 'pass-12345',
            [part]: name,
          },
        }),
        said,
      ).toMatchObject(oneLine)
    const video = await server.call('POST', '/api/catalogue/videos', {
      token,
      body: {
        video: {
          youtube: 'dQw4w9WgXcQ',
          title: name,
          creator: 'C',
          category: 'Tutorial',
          level: 'beginner',
        },
      },
    })
    expect(video, said).toMatchObject(oneLine)
  }
  expect((await server.call('GET', '/api/classes', { token })).body.coaching).toEqual([])
  expect(await server.countUsers()).toBe(2)
})
