import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { setEngineWorker } from '@/lib/page-engine'
import { FakeEngine } from '@/testing/fake-engine'
import { renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

// "The engine never answers a question the learner has not answered yet" (docs/product.md,
// "Rules that hold everywhere (wave 5)"): with analysis on, a drill, a guess and a puzzle turn it
// off while they wait for the answer, say why, and search nothing; it comes back after.

let engines: FakeEngine[] = []
beforeEach(() => {
  engines = []
  setEngineWorker(() => engines[engines.push(new FakeEngine()) - 1]!)
  localStorage.setItem('GAMBIT_ANALYSIS', 'true')
})
afterEach(() => setEngineWorker(null))

async function play(user: UserEvent, move: string) {
  const box = await screen.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  await user.clear(box)
  await user.type(box, `${move}{Enter}`)
}

const searches = () =>
  engines.flatMap((engine) => engine.heard).filter((said) => said.startsWith('go')).length

/** The switch is off and says why; no meter; the engine has searched nothing more. */
async function offUntilAnswered(searchedBefore = 0) {
  const analysis = await screen.findByRole('switch', { name: 'Analysis' }, { timeout: 5000 })
  expect(analysis).toHaveAttribute('aria-checked', 'false')
  expect(analysis).toHaveAttribute('aria-disabled', 'true')
  expect(analysis).toHaveAccessibleDescription('Analysis is off until you answer.')
  expect(screen.queryByRole('meter', { name: 'Evaluation' })).toBeNull()
  expect(searches()).toBe(searchedBefore)
  return analysis
}

const backOn = async () => {
  const analysis = screen.getByRole('switch', { name: 'Analysis' })
  await waitFor(() => expect(analysis).toHaveAttribute('aria-checked', 'true'))
  expect(analysis).not.toHaveAttribute('aria-disabled')
  expect(await screen.findByRole('meter', { name: 'Evaluation' })).toBeInTheDocument()
}

test('a drill on /review: off until it is answered, on after', async () => {
  const { user } = await renderApp({
    url: '/review',
    user: GUEST,
    beforeRender: async (server, token) => {
      const { body } = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
        token: token!,
        body: { note: { timeSeconds: 60, text: 'The open game', moves: ['e4', 'e5'] } },
      })
      await server.call('POST', '/api/user/drills', {
        token: token!,
        body: { drill: { noteId: body.notes[0]._id, solution: ['Nf3'] } },
      })
    },
  })
  expect(await screen.findByText('1 due')).toBeInTheDocument()
  const analysis = await offUntilAnswered()
  // Pressing it changes nothing while the question waits.
  await user.click(analysis)
  expect(analysis).toHaveAttribute('aria-checked', 'false')
  await play(user, 'Nf3')
  await backOn()
})

test('a puzzle: off through the opponent’s move and the answer, on once it is over', async () => {
  const { user } = await renderApp({ url: '/puzzles?id=00BNd' })
  const puzzle = within(await screen.findByRole('region', { name: 'Puzzle' }))
  await offUntilAnswered()
  expect(
    await puzzle.findByText('Black plays bishop takes b5. Your move.', {}, { timeout: 3000 }),
  ).toBeInTheDocument()
  await offUntilAnswered()
  await play(user, 'a3')
  expect(await puzzle.findByRole('status')).toHaveTextContent('Not quite.')
  await backOn()
})

test('guessing a lesson’s moves: off while a guess waits, on once it is made', async () => {
  const { user } = await renderApp({ url: '/singlevideo/Eas20kFpAYw' })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  await board.findByRole('region', { name: 'Lesson' }, { timeout: 5000 })
  // Guessing puts a Lesson region of its own in place of the lesson's moves.
  const lesson = () => within(board.getByRole('region', { name: 'Lesson' }))
  // The free board was analysed; guessing's board is not.
  await waitFor(() => expect(searches()).toBeGreaterThan(0))
  const searchedBefore = searches()
  await user.click(lesson().getByRole('button', { name: 'Guess the moves' }))
  expect(await lesson().findByRole('status')).toHaveTextContent('Your move: what was played here?')
  await offUntilAnswered(searchedBefore)
  await play(user, 'd4')
  expect(lesson().getByRole('status')).toHaveTextContent('Correct!')
  await backOn()
})
