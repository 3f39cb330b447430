import { expect, test } from 'vitest'
import { ALEX, createTestServer, GUEST } from '@/testing/test-server'

// docs/api.md, "Games"; on every store. Each game is replayed by the back end: its result and
// termination must be what its last position shows.

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
const FOOLS_MATE = {
  fen: START,
  moves: ['f3', 'e5', 'g4', 'Qh4#'],
  side: 'white',
  level: 1,
  result: '0-1',
  termination: 'checkmate',
}

async function player() {
  const server = createTestServer()
  const { token } = await server.login(GUEST)
  const save = (game: unknown, as = token) =>
    server.call('POST', '/api/user/games', { token: as, body: { game } })
  return { server, token, save }
}

test('a game is kept as sent, named by its opening, read back, listed newest first and deleted', async () => {
  const { server, token, save } = await player()
  const saved = await save(FOOLS_MATE)
  expect(saved.status).toBe(201)
  expect(saved.body.game).toEqual({
    ...FOOLS_MATE,
    _id: expect.any(String),
    createdAt: expect.any(String),
    opening: expect.objectContaining({ eco: expect.any(String), name: expect.any(String) }),
  })
  const sicilian = await save({
    ...FOOLS_MATE,
    moves: ['e4', 'c5', 'Nf3'],
    side: 'black',
    level: 5,
    result: '1-0',
    termination: 'resignation',
  })
  expect(sicilian.body.game.opening.name).toMatch(/^Sicilian Defense/)
  const id = saved.body.game._id
  const read = await server.call('GET', `/api/user/games/${id}`, { token })
  expect(read.body).toEqual({ game: saved.body.game })
  const list = await server.call('GET', '/api/user/games', { token })
  expect(list.body.games.map((game: { _id: string }) => game._id)).toEqual([
    sicilian.body.game._id,
    id,
  ])
  const older = await server.call(
    'GET',
    `/api/user/games?before=${encodeURIComponent(sicilian.body.game.createdAt)}`,
    { token },
  )
  expect(older.body.games.map((game: { _id: string }) => game._id)).toEqual([id])
  expect((await server.call('DELETE', `/api/user/games/${id}`, { token })).status).toBe(200)
  expect((await server.call('GET', `/api/user/games/${id}`, { token })).status).toBe(404)
  expect((await server.call('DELETE', `/api/user/games/${id}`, { token })).status).toBe(404)
})

test('another player’s game is not found, and none is kept without logging in', async () => {
  const { server, save } = await player()
  const { body } = await save(FOOLS_MATE)
  const alex = (await server.login(ALEX)).token
  const asked = await server.call('GET', `/api/user/games/${body.game._id}`, { token: alex })
  expect(asked.status).toBe(404)
  expect(asked.body.errors).toEqual(['The game you requested does not exist.'])
  expect(
    (await server.call('DELETE', `/api/user/games/${body.game._id}`, { token: alex })).status,
  ).toBe(404)
  expect((await server.call('GET', '/api/user/games', { token: alex })).body.games).toEqual([])
  expect(
    (await server.call('POST', '/api/user/games', { body: { game: FOOLS_MATE } })).status,
  ).toBe(401)
})

test('every way a game ends is kept when the last position shows it', async () => {
  const { save } = await player()
  const drawn = { side: 'white', level: 3, result: '1/2-1/2' }
  for (const game of [
    { ...drawn, fen: 'k7/8/1Q6/8/8/8/8/7K w - - 0 1', moves: ['Kg2'], termination: 'stalemate' },
    {
      ...drawn,
      fen: START,
      moves: ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'],
      termination: 'repetition',
    },
    {
      ...drawn,
      fen: 'k7/8/8/8/8/8/8/6BK w - - 0 1',
      moves: [],
      termination: 'insufficient-material',
    },
    { ...drawn, fen: 'k7/8/8/8/8/8/8/R6K w - - 99 80', moves: ['Rb1'], termination: 'fifty-moves' },
    { ...drawn, fen: START, moves: ['e4', 'e5'], termination: 'agreement' },
  ])
    expect((await save(game)).status, game.termination).toBe(201)
})

test('a result the position does not show is refused, naming it; so is an illegal move', async () => {
  const { save } = await player()
  const refused = async (game: unknown) => {
    const answer = await save(game)
    expect(answer.status).toBe(400)
    return answer.body.errors[0]
  }
  expect(await refused({ ...FOOLS_MATE, moves: ['e4', 'e5'], result: '1-0' })).toBe(
    'The game is said to end by checkmate, but its last position shows no checkmate.',
  )
  expect(await refused({ ...FOOLS_MATE, result: '1-0' })).toBe(
    'A game that ends by checkmate cannot be 1-0.',
  )
  expect(
    await refused({
      ...FOOLS_MATE,
      fen: 'k7/8/1Q6/8/8/8/8/7K w - - 0 1',
      moves: ['Kg2'],
      result: '1-0',
      termination: 'stalemate',
    }),
  ).toBe('A game that ends by stalemate cannot be 1-0.')
  expect(await refused({ ...FOOLS_MATE, termination: 'resignation' })).toBe(
    'The last position is over on the board: it ends by checkmate, not by resignation or agreement.',
  )
  expect(await refused({ ...FOOLS_MATE, moves: ['f3', 'e5', 'g4', 'Qh4#', 'Kf2'] })).toBe(
    'The game was over after ply 4; no move can follow.',
  )
  expect(await refused({ ...FOOLS_MATE, moves: ['f3', 'e5', 'Ke3', 'Qh4'] })).toBe(
    'Ke3 is not a legal move at ply 3.',
  )
  expect(await refused({ ...FOOLS_MATE, fen: 'not a position' })).toBe(
    'The game’s start is not a legal position.',
  )
  const longest = Array.from({ length: 1001 }, (_, ply) => ['Nf3', 'Nf6', 'Ng1', 'Ng8'][ply % 4])
  expect(await refused({ ...FOOLS_MATE, moves: longest, termination: 'agreement' })).toMatch(
    /Send \{game: \{fen, moves, side, level, result, termination\}\}/,
  )
  expect(await refused({ ...FOOLS_MATE, level: 9 })).toMatch(/level 1 to 8/)
})
