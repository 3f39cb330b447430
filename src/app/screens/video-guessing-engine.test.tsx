import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { setEngineWorker } from '@/lib/page-engine'
import { FakeEngine } from '@/testing/fake-engine'
import { renderApp } from '@/testing/render-app'
import { ALEX, GUEST, type TestServer } from '@/testing/test-server'

// The engine's judgement in guessing (docs/product.md, "The engine's judgement in training"):
// in the browser the back end takes the page's searches (docs/decisions/039), here a double of
// Stockfish that answers from a table (scores from the side to move's view).

const LESSON = '/api/catalogue/videos/Eas20kFpAYw/lesson'
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
const AFTER_1_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
const ENGINE = {
  [START]: [
    { cp: 30, pv: ['e2e4', 'e7e5'] },
    { cp: 25, pv: ['d2d4', 'd7d5'] },
  ],
  [AFTER_1_E4_E5]: [
    { cp: 40, pv: ['g1f3', 'b8c6'] },
    { cp: -120, pv: ['d1h5', 'b8c6', 'f1c4'] },
  ],
}

beforeEach(() => setEngineWorker(() => new FakeEngine(ENGINE)))
afterEach(() => setEngineWorker(null))

async function openGuessing() {
  let server!: TestServer
  const setup = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: async (given) => {
      server = given
      const { token } = await server.login(ALEX)
      await server.call('PUT', LESSON, { token, body: { pgn: '1. e4 e5 2. Nf3 Nc6 3. Bb5 *' } })
    },
  })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  await board.findByRole('region', { name: 'Lesson' }, { timeout: 5000 })
  const lesson = () => within(board.getByRole('region', { name: 'Lesson' }))
  const play = async (move: string) =>
    setup.user.type(await board.findByRole('textbox', { name: 'Move' }), `${move}{Enter}`)
  const onward = async () => {
    await waitFor(() => expect(lesson().getByRole('button', { name: 'Next guess' })).toHaveFocus())
    await setup.user.keyboard('{Enter}')
  }
  const fen = () => (board.getByRole('textbox', { name: 'FEN' }) as HTMLInputElement).value
  return { ...setup, server, board, lesson, play, onward, fen }
}

test('a move the engine judges good counts "Good too (engine)"; a miss is explained, and again at the end', async () => {
  const { lesson, play, onward, user, server, fen } = await openGuessing()
  await user.click(await lesson().findByRole('button', { name: 'Guess the moves' }))
  await play('d4')
  await waitFor(() =>
    expect(lesson().getByRole('status')).toHaveTextContent(
      'Good too (engine)! The lesson played 1. e4.',
    ),
  )
  expect(lesson().getByText('Guessed 1 of 1')).toBeInTheDocument()
  await onward()

  await play('Qh5')
  await waitFor(() =>
    expect(lesson().getByRole('status')).toHaveTextContent(/^The lesson played 2\. Nf3\.$/),
  )
  expect(lesson().getByText('Engine: +0.4 → −1.2')).toBeInTheDocument()
  expect(lesson().getByText('Guessed 1 of 2')).toBeInTheDocument()
  await user.click(lesson().getByRole('button', { name: 'Show the position after 2... Nc6' }))
  expect(fen()).toBe('r1bqkbnr/pppp1ppp/2n5/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3')
  await user.click(lesson().getByRole('button', { name: 'Show the position after 2. Nf3' }))
  expect(fen()).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2')
  await user.click(lesson().getByRole('button', { name: 'Next guess' }))
  await play('Bb5')
  await onward()

  expect(lesson().getByRole('status')).toHaveTextContent('You guessed 2 of 3 moves.')
  const mistakes = within(lesson().getByRole('region', { name: 'Learn from your mistakes' }))
  expect(mistakes.getAllByRole('listitem')).toHaveLength(1)
  expect(mistakes.getByRole('listitem')).toHaveTextContent(
    'You played Qh5; the lesson 2. Nf3.Engine: +0.4 → −1.2What follows: 2. Qh5 Nc6 3. Bc4Best move: 2. Nf3',
  )
  // The back end judged the round again from the searches the page gave it.
  const { token } = await server.login(GUEST)
  await waitFor(async () => {
    const kept = await server.call('GET', '/api/user/lessons/Eas20kFpAYw/guesses', { token })
    expect(kept.body.last).toMatchObject({
      right: 2,
      total: 3,
      goodByEngine: [{ ply: 1, played: 'd4', expected: 'e4' }],
      missed: [{ ply: 3, played: 'Qh5', expected: 'Nf3' }],
    })
  })
})
