import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { setEngineWorker } from '@/lib/page-engine'
import { FakeEngine } from '@/testing/fake-engine'
import { renderApp } from '@/testing/render-app'

// "An engine on every board" (docs/product.md) on the video page's board, with a test double
// speaking UCI in Stockfish's place (testing/fake-engine.ts); the real engine is e2e/analysis.

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
const MATE_IN_ONE = '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1'

let engines: FakeEngine[] = []
beforeEach(() => {
  localStorage.clear()
  engines = []
  setEngineWorker(() => {
    const engine = new FakeEngine({
      [START]: [
        { cp: 30, pv: ['e2e4', 'e7e5', 'g1f3'] },
        { cp: 25, pv: ['d2d4', 'd7d5'] },
        { cp: 20, pv: ['c2c4'] },
      ],
      // Black to move and better by 1.5 from its own view: −1.5 from White's.
      [AFTER_E4]: [{ cp: 150, pv: ['c7c5', 'g1f3'] }],
      [MATE_IN_ONE]: [{ mate: 1, pv: ['a1a8'] }],
    })
    engines.push(engine)
    return engine
  })
})
afterEach(() => setEngineWorker(null))

async function openBoard() {
  const setup = await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  const analysis = await board.findByRole('switch', { name: 'Analysis' }, { timeout: 5000 })
  const lines = () =>
    within(board.getByRole('list', { name: 'Engine lines' }))
      .queryAllByRole('listitem')
      .map((item) => item.textContent)
  const play = async (text: string) => {
    const move = board.getByRole('textbox', { name: 'Move' })
    await setup.user.clear(move)
    await setup.user.type(move, `${text}{Enter}`)
  }
  return { ...setup, board, analysis, lines, play }
}

test('off by default and no engine started; on, the bar, three lines in SAN and the depth', async () => {
  const { board, analysis, lines, user } = await openBoard()
  expect(analysis).toHaveAttribute('aria-checked', 'false')
  expect(board.queryByRole('meter', { name: 'Evaluation' })).toBeNull()
  expect(engines).toHaveLength(0)
  await user.click(analysis)
  expect(analysis).toHaveAttribute('aria-checked', 'true')
  const meter = board.getByRole('meter', { name: 'Evaluation' })
  await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', '+0.3, about equal'))
  expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(50)
  await waitFor(() => expect(lines()).toEqual(['+0.3 1. e4e52. Nf3', '+0.3 1. d4d5', '+0.2 1. c4']))
  expect(board.getByText('Depth 20')).toBeInTheDocument()
  // Said once the search has settled.
  await waitFor(() => expect(board.getByText('+0.3, about equal', { selector: '[aria-live]' })))
  expect(engines).toHaveLength(1)
  expect(engines[0]!.heard).toContain(`position fen ${START}`)
})

test('a new position is searched at once; Black to move is scored from White’s view; a line’s move shows its position', async () => {
  const { board, analysis, lines, play, user } = await openBoard()
  await user.click(analysis)
  await waitFor(() => expect(lines()).toHaveLength(3))
  await user.selectOptions(board.getByRole('combobox', { name: 'Lines' }), '1')
  await waitFor(() => expect(lines()).toHaveLength(1))
  await play('e4')
  const meter = board.getByRole('meter', { name: 'Evaluation' })
  await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', '−1.5, Black is better'))
  expect(Number(meter.getAttribute('aria-valuenow'))).toBeLessThan(50)
  // The search before had ended (the fake answers at once): no `stop` is needed; the controller's
  // own test (lib/engine-controller.test.ts) stops one still running.
  expect(engines[0]!.heard.slice(-2)).toEqual([`position fen ${AFTER_E4}`, 'go depth 20'])
  await waitFor(() => expect(lines()).toEqual(['−1.5 1... c52. Nf3']))
  await user.click(board.getByRole('button', { name: '1... c5' }))
  expect(board.getByRole('textbox', { name: 'FEN' })).toHaveValue(
    'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  )
})

test('a browser that cannot run the engine says so on the switch', async () => {
  // jsdom has no Worker, as a browser without one: Stockfish's own worker cannot start.
  setEngineWorker(null)
  const { analysis } = await openBoard()
  expect(analysis).toHaveAttribute('aria-disabled', 'true')
  expect(analysis).toHaveAccessibleDescription('Analysis needs a browser with WebAssembly.')
})

test('a mate is said as one; the switch is remembered on this device', async () => {
  const { board, analysis, user, unmount } = await openBoard()
  await user.click(analysis)
  await user.type(board.getByRole('textbox', { name: 'Load position' }), MATE_IN_ONE)
  await user.click(board.getByRole('button', { name: 'Load' }))
  await waitFor(() =>
    expect(board.getByRole('meter', { name: 'Evaluation' })).toHaveAttribute(
      'aria-valuetext',
      'Mate in 1 for White',
    ),
  )
  unmount()
  const again = await openBoard()
  expect(again.analysis).toHaveAttribute('aria-checked', 'true')
})
