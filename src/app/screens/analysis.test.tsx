import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { setEngineWorker } from '@/lib/page-engine'
import { FakeEngine } from '@/testing/fake-engine'
import { findToast, renderApp } from '@/testing/render-app'

// `/analysis` (docs/product.md, "An engine on every board"), with a test double for the engine.

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
const AFTER_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'

beforeEach(() => setEngineWorker(() => new FakeEngine()))
afterEach(() => setEngineWorker(null))

const fenBox = () => screen.getByRole('textbox', { name: 'FEN' })

test('the address’s position and moves, analysed at once; the moves as a tree; Copy PGN and Copy FEN', async () => {
  const { user } = await renderApp({
    url: `/analysis?fen=${encodeURIComponent(AFTER_E4)}&moves=e5`,
  })
  expect(await screen.findByRole('heading', { level: 1, name: 'Analysis' })).toBeInTheDocument()
  await waitFor(() => expect(fenBox()).toHaveValue(AFTER_E4_E5), { timeout: 5000 })
  // On here whatever this device's switch says, and no link to itself.
  expect(screen.getByRole('switch', { name: 'Analysis' })).toHaveAttribute('aria-checked', 'true')
  expect(await screen.findByRole('meter', { name: 'Evaluation' })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Analyse' })).toBeNull()
  const moves = within(screen.getByRole('region', { name: 'Moves played here' }))
  const tree = () => within(moves.getByRole('list', { name: 'Move tree' }))
  expect(tree().getByRole('button', { name: /e5/ })).toHaveAttribute('aria-current', 'true')
  // A move played on the board joins the tree; one played from an earlier position branches.
  const move = screen.getByRole('textbox', { name: 'Move' })
  await user.type(move, 'Nf3{Enter}')
  await user.click(tree().getByRole('button', { name: /e5/ }))
  await user.type(move, 'Nc3{Enter}')
  expect(
    tree()
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['1... e5', '2. Nf3', '2. Nc3'])
  await user.click(moves.getByRole('button', { name: 'Copy PGN' }))
  expect(await findToast('PGN copied')).toBeInTheDocument()
  const pgn = await navigator.clipboard.readText()
  expect(pgn).toContain(`[FEN "${AFTER_E4}"]`)
  expect(pgn).toContain('1... e5 2. Nf3 (2. Nc3) *')
  await user.click(moves.getByRole('button', { name: 'Copy FEN' }))
  expect(await navigator.clipboard.readText()).toBe(fenBox().getAttribute('value'))
})

test('a position that is not legal is said, and the board starts from the initial one', async () => {
  await renderApp({ url: '/analysis?fen=8%2F8%2F8%2F8%2F8%2F8%2F8%2F8%20w%20-%20-%200%201' })
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'That is not a legal position.',
  )
  expect(fenBox()).toHaveValue('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')
})

test('"Analyse" on the video page’s board opens /analysis with its game', async () => {
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  const move = await board.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  await user.type(move, 'e4{Enter}')
  await user.type(move, 'e5{Enter}')
  await user.click(board.getByRole('link', { name: 'Analyse' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Analysis' })).toBeInTheDocument()
  await waitFor(() => expect(fenBox()).toHaveValue(AFTER_E4_E5), { timeout: 5000 })
})
