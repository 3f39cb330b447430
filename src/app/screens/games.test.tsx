import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { setEngineWorker } from '@/lib/page-engine'
import { readLessonPgn } from '@/shared/lesson-pgn'
import { GAMES_PAGE } from '@/shared/games'
import { FakeEngine } from '@/testing/fake-engine'
import { renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'
import { captureDownloads } from '@/testing/downloads'

// "Your games" (docs/product.md, "Play it out against the engine"): the games kept, paged,
// "Export PGN" read back by the project's own reader, "Delete", and "Analyse" with the engine's
// review counted as Lichess counts (a double of Stockfish: scores from the side to move's view).

const FOOLS_MATE = { moves: ['f3', 'e5', 'g4', 'Qh4#'], result: '0-1', termination: 'checkmate' }
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
const ENDGAME = 'k7/8/1Q6/8/8/8/8/7K w - - 0 1'
const STALEMATE = { fen: ENDGAME, moves: ['Qc7'], result: '1/2-1/2', termination: 'stalemate' }

afterEach(() => setEngineWorker(null))

async function openGames(games: object[]) {
  return renderApp({
    url: '/games',
    user: GUEST,
    beforeRender: async (server, token) => {
      for (const game of games)
        await server.call('POST', '/api/user/games', {
          token: token!,
          body: { game: { fen: START, side: 'white', level: 1, ...game } },
        })
    },
  })
}

const list = async () => screen.findByRole('list', { name: 'Your games' }, { timeout: 5000 })

test('each game with its opponent, colour, result, ending, opening and moves; "Export PGN" reads back', async () => {
  const { user } = await openGames([FOOLS_MATE, { ...STALEMATE, level: 5 }])
  const games = within(await list()).getAllByRole('article')
  // Newest first.
  expect(games.map((game) => game.getAttribute('aria-label'))).toEqual([
    'Draw against Stockfish level 5',
    'You lost against Stockfish level 1',
  ])
  const lost = within(games[1]!)
  expect(lost.getByText(/You played White · Checkmate · 0-1/)).toBeInTheDocument()
  expect(lost.getByText(/2 moves/)).toBeInTheDocument()
  expect(lost.getByText("Barnes Opening: Fool's Mate")).toBeInTheDocument()

  const { files: saved, clicks: click } = captureDownloads()
  await user.click(lost.getByRole('button', { name: /^Export PGN/ }))
  await waitFor(() => expect(click).toHaveBeenCalled())
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
    /^gambit-\d{4}-\d\d-\d\d-stockfish-level-1\.pgn$/,
  )
  const pgn = await saved[0]!.text()
  expect(pgn).toContain('[White "Guest Player"]')
  expect(pgn).toContain('[Black "Stockfish level 1"]')
  expect(pgn).toContain('[Result "0-1"]')
  expect(pgn).not.toContain('[FEN ')
  const read = readLessonPgn(pgn)
  expect(read.moves.map((move) => move.san)).toEqual(FOOLS_MATE.moves)

  // From a position: FEN and SetUp.
  await user.click(within(games[0]!).getByRole('button', { name: /^Export PGN/ }))
  const fromPosition = await saved[1]!.text()
  expect(fromPosition).toContain(`[FEN "${ENDGAME}"]`)
  expect(fromPosition).toContain('[SetUp "1"]')
  expect(readLessonPgn(fromPosition).startFen).toBe(ENDGAME)
})

test('a page at a time: "Show more games"; "Delete" takes a game away', async () => {
  const { user } = await openGames(Array.from({ length: GAMES_PAGE + 1 }, () => FOOLS_MATE))
  expect(within(await list()).getAllByRole('article')).toHaveLength(GAMES_PAGE)
  await user.click(screen.getByRole('button', { name: 'Show more games' }))
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Your games' })).getAllByRole('article'),
    ).toHaveLength(GAMES_PAGE + 1),
  )
  expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull()
  const [first] = within(screen.getByRole('list', { name: 'Your games' })).getAllByRole('button', {
    name: /^Delete/,
  })
  await user.click(first!)
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete this game?' }))
  await user.click(dialog.getByRole('button', { name: 'Delete' }))
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Your games' })).getAllByRole('article'),
    ).toHaveLength(GAMES_PAGE),
  )
})

test('"Analyse": the game on /analysis with its engine review and the learner’s mistakes', async () => {
  // After 1. f3 e5 2. g4 Black mates at once: 2. g4 threw the game away.
  setEngineWorker(
    () =>
      new FakeEngine({
        'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2': [
          { mate: 1, pv: ['d8h4'] },
        ],
      }),
  )
  const { user } = await openGames([FOOLS_MATE])
  await user.click(within(await list()).getByRole('link', { name: /^Analyse/ }))
  const review = within(
    await screen.findByRole('region', { name: 'Engine review' }, { timeout: 5000 }),
  )
  const counts = await review.findByRole('list', { name: 'Engine review' }, { timeout: 5000 })
  expect(
    within(counts)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'White (you): 0 inaccuracies, 0 mistakes, 1 blunder',
    'Black: 0 inaccuracies, 0 mistakes, 0 blunders',
  ])
  const learn = within(review.getByRole('region', { name: 'Learn from your mistakes' }))
  expect(learn.getByText('2. g4', { selector: 'strong' })).toBeInTheDocument()
  expect(learn.getByText('Blunder', { exact: false })).toBeInTheDocument()
  expect(learn.getByText('Engine: 0.0 → #−1')).toBeInTheDocument()
  await user.click(learn.getByRole('button', { name: 'Show the position after 2... Qh4#' }))
  expect(screen.getByRole('textbox', { name: 'FEN' })).toHaveValue(
    'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
  )
})

test('a visitor is invited to log in', async () => {
  await renderApp({ url: '/games' })
  expect(await screen.findByText(/your games/)).toBeInTheDocument()
})
