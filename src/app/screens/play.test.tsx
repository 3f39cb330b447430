import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { Chess } from 'chess.js'
import { afterEach, expect, test } from 'vitest'
import { setEngineWorker } from '@/lib/page-engine'
import { FakeEngine, type FakeLine } from '@/testing/fake-engine'
import { renderApp } from '@/testing/render-app'
import { GUEST, type TestServer } from '@/testing/test-server'

// /play (docs/product.md, "Play it out against the engine") with a double of Stockfish: each
// ending said in words and kept in "Your games", resigning, a draw offered (taken when the
// engine finds the position level), and take-back at the four weakest levels only.

afterEach(() => setEngineWorker(null))

/** The engine's reply in each position reached by `moves` from `fen` (the learner's before). */
function replies(fen: string, moves: string[]): Record<string, FakeLine[]> {
  const board = new Chess(fen)
  const table: Record<string, FakeLine[]> = {}
  moves.forEach((san, index) => {
    const before = board.fen()
    const move = board.move(san)
    if (index % 2 === 1) table[before] = [{ cp: 0, pv: [move.lan] }]
  })
  return table
}

/** /play at `fen`, logged in; the token, to read the games kept. */
async function openPlay(
  fen?: string,
  table: Record<string, FakeLine[]> = {},
  user: typeof GUEST | null = GUEST,
) {
  setEngineWorker(() => new FakeEngine(table))
  let server!: TestServer
  let token = ''
  const rendered = await renderApp({
    url: fen ? `/play?fen=${encodeURIComponent(fen)}` : '/play',
    user,
    beforeRender: async (given, issued) => {
      server = given
      token = issued ?? ''
    },
  })
  await screen.findByRole('heading', { level: 1, name: 'Play against the engine' })
  const games = async () => (await server.call('GET', '/api/user/games', { token })).body.games
  return { ...rendered, games }
}

async function start(user: UserEvent, side = 'White', level = '1') {
  await user.click(await screen.findByRole('radio', { name: side }, { timeout: 5000 }))
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), level)
  await user.click(screen.getByRole('button', { name: 'Start' }))
}

async function play(user: UserEvent, move: string) {
  const box = await screen.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  await user.type(box, `${move}{Enter}`)
}

const ending = (text: string) =>
  waitFor(() => expect(screen.getByText(text)).toHaveAttribute('role', 'status'), {
    timeout: 5000,
  })

test('a game lost to mate: said, the board stops, the game kept in "Your games"', async () => {
  const start0 = new Chess().fen()
  const { user, games } = await openPlay(undefined, replies(start0, ['f3', 'e5', 'g4', 'Qh4#']))
  await start(user)
  // No analysis, no lessons while the game goes on.
  expect(screen.getByText('Analysis is off until the game ends.')).toBeInTheDocument()
  await play(user, 'f3')
  await screen.findByText('Black plays pawn e5. Your move.', {}, { timeout: 5000 })
  await play(user, 'g4')
  await ending('Checkmate. Stockfish wins.')
  expect(screen.queryByRole('textbox', { name: 'Move' })).toBeNull()
  expect(await screen.findByRole('link', { name: 'Your games' })).toBeInTheDocument()
  await waitFor(async () => expect(await games()).toHaveLength(1))
  expect((await games())[0]).toMatchObject({
    moves: ['f3', 'e5', 'g4', 'Qh4#'],
    side: 'white',
    level: 1,
    result: '0-1',
    termination: 'checkmate',
  })
  expect(screen.getByRole('link', { name: 'Analyse' })).toHaveAttribute(
    'href',
    expect.stringContaining('review=white'),
  )
})

test.each([
  // Scholar's mate, from the learner's move.
  [
    'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3',
    'Qxf7#',
    'Checkmate. You win!',
    '1-0',
    'checkmate',
  ],
  ['k7/8/1Q6/8/8/8/8/7K w - - 0 1', 'Qc7', 'Stalemate: the game is drawn.', '1/2-1/2', 'stalemate'],
  [
    'k7/8/8/8/8/8/1r6/K7 w - - 0 1',
    'Kxb2',
    'Neither side has enough to mate: the game is drawn.',
    '1/2-1/2',
    'insufficient-material',
  ],
  [
    'k7/8/8/8/8/8/8/KR6 w - - 99 80',
    'Rb2',
    'Fifty moves without a capture or a pawn move: the game is drawn.',
    '1/2-1/2',
    'fifty-moves',
  ],
])('from %s, %s ends it: "%s"', async (fen, move, said, result, termination) => {
  const { user, games } = await openPlay(fen)
  await start(user)
  await play(user, move)
  await ending(said)
  await waitFor(async () => expect(await games()).toMatchObject([{ fen, result, termination }]))
})

test('the same position three times draws the game', async () => {
  const moves = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']
  const { user, games } = await openPlay(undefined, replies(new Chess().fen(), moves))
  await start(user)
  for (const move of moves.filter((_, index) => index % 2 === 0)) await play(user, move)
  await ending('The same position came three times: the game is drawn.')
  await waitFor(async () => expect(await games()).toMatchObject([{ termination: 'repetition' }]))
})

test('playing Black, the engine moves first; "Resign" ends the game for it', async () => {
  const { user, games } = await openPlay(undefined, {
    [new Chess().fen()]: [{ cp: 30, pv: ['e2e4'] }],
  })
  await start(user, 'Black', '3')
  await screen.findByText('White plays pawn e4. Your move.', {}, { timeout: 5000 })
  await user.click(screen.getByRole('button', { name: 'Resign' }))
  await ending('You resigned. Stockfish wins.')
  await waitFor(async () =>
    expect(await games()).toMatchObject([{ moves: ['e4'], side: 'black', result: '1-0' }]),
  )
  // "New game": the same position, the choices kept.
  await user.click(screen.getByRole('button', { name: 'New game' }))
  expect(await screen.findByRole('radio', { name: 'Black' })).toBeChecked()
  expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('3')
  expect(screen.getByRole('textbox', { name: 'FEN' })).toHaveValue(new Chess().fen())
})

test('a draw offered: declined when the engine finds the position unequal, taken when level', async () => {
  const unequal = 'k7/8/8/8/8/8/8/KQ6 w - - 0 1'
  const level = 'k7/8/8/8/8/8/8/KR5r w - - 0 1'
  const table = { [unequal]: [{ cp: 900, pv: ['b1b7'] }], [level]: [{ cp: 10, pv: ['b1h1'] }] }
  const first = await openPlay(unequal, table)
  await start(first.user)
  await first.user.click(screen.getByRole('button', { name: 'Offer a draw' }))
  expect(
    await screen.findByText('Stockfish declines the draw. Your move.', {}, { timeout: 5000 }),
  ).toBeInTheDocument()
  first.unmount()

  const second = await openPlay(level, table)
  await start(second.user)
  await second.user.click(screen.getByRole('button', { name: 'Offer a draw' }))
  await ending('Stockfish accepts your draw offer: the game is drawn.')
  await waitFor(async () =>
    expect(await second.games()).toMatchObject([{ result: '1/2-1/2', termination: 'agreement' }]),
  )
})

test('"Take back" at levels 1–4 takes back the move and its reply; none at level 5', async () => {
  const first = await openPlay()
  await start(first.user, 'White', '4')
  const takeBack = screen.getByRole('button', { name: 'Take back' })
  expect(takeBack).toBeDisabled()
  await play(first.user, 'e4')
  await waitFor(() => expect(takeBack).toBeEnabled(), { timeout: 5000 })
  const moves = screen.getByRole('list', { name: 'Moves' })
  expect(within(moves).getAllByRole('listitem')).toHaveLength(2)
  await first.user.click(takeBack)
  expect(within(moves).queryAllByRole('listitem')).toHaveLength(0)
  expect(screen.getByRole('textbox', { name: 'FEN' })).toHaveValue(new Chess().fen())
  first.unmount()

  const second = await openPlay()
  await start(second.user, 'White', '5')
  expect(screen.queryByRole('button', { name: 'Take back' })).toBeNull()
})

test('logged out: the game is played, and not kept (a way to log in instead)', async () => {
  const { user } = await openPlay('k7/8/1Q6/8/8/8/8/7K w - - 0 1', {}, null)
  await start(user)
  await play(user, 'Qc7')
  await ending('Stalemate: the game is drawn.')
  const invitation = screen.getByText(/to keep your games\./)
  expect(within(invitation).getByRole('link', { name: 'Log in' })).toBeInTheDocument()
})

test('logged out, "Log in" keeps the game just finished: back on /play it is in "Your games", once', async () => {
  setEngineWorker(() => new FakeEngine({}))
  let server!: TestServer
  const { user } = await renderApp({
    url: `/play?fen=${encodeURIComponent('k7/8/1Q6/8/8/8/8/7K w - - 0 1')}`,
    beforeRender: async (given) => void (server = given),
  })
  await start(user)
  await play(user, 'Qc7')
  await ending('Stalemate: the game is drawn.')
  await user.click(
    within(screen.getByText(/to keep your games\./)).getByRole('link', { name: 'Log in' }),
  )
  await user.click(await screen.findByRole('button', { name: 'Guest Login' }))
  const held = await screen.findByText(
    'The game you finished before logging in:',
    {},
    { timeout: 5000 },
  )
  await waitFor(() =>
    expect(within(held.parentElement!).getByRole('status')).toHaveTextContent('Kept in Your games'),
  )
  const { token } = await server.login(GUEST)
  const games = async () => (await server.call('GET', '/api/user/games', { token })).body.games
  expect(await games()).toMatchObject([{ moves: ['Qc7'], result: '1/2-1/2' }])
  // Kept once: held no longer, so /play again keeps nothing more.
  expect(sessionStorage.getItem('gambit.game-to-keep')).toBeNull()
})

test('a position already over cannot be played', async () => {
  const mated = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'
  await openPlay(mated)
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'This position is already over',
  )
  expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled()
})

test('"Play against the engine from here" on a board opens /play at its position; "Play" in the sidebar from the start', async () => {
  setEngineWorker(() => new FakeEngine())
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  await user.type(
    await board.findByRole('textbox', { name: 'Move' }, { timeout: 5000 }),
    'e4{Enter}',
  )
  await user.click(board.getByRole('link', { name: 'Play against the engine from here' }))
  await screen.findByRole('heading', { level: 1, name: 'Play against the engine' })
  await waitFor(
    () =>
      expect(screen.getByRole('textbox', { name: 'FEN' })).toHaveValue(
        'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      ),
    { timeout: 5000 },
  )
  await user.click(
    within(screen.getByRole('navigation', { name: 'Library' })).getAllByRole('link', {
      name: 'Play',
    })[0]!,
  )
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'FEN' })).toHaveValue(new Chess().fen()),
  )
})
