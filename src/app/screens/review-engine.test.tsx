import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { setEngineWorker } from '@/lib/page-engine'
import { FakeEngine } from '@/testing/fake-engine'
import { renderApp } from '@/testing/render-app'
import { GUEST, type TestServer } from '@/testing/test-server'

// The engine's judgement in drills (docs/product.md, "The engine's judgement in training"): a
// good move that is not the line's is no miss; a miss is explained. The engine is a double of
// Stockfish answering from a table (scores from the side to move's view).

const AFTER_1_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'
const ENGINE = {
  [AFTER_1_E4_E5]: [
    { cp: 40, pv: ['g1f3', 'b8c6'] },
    { cp: 35, pv: ['b1c3', 'g8f6'] },
    { cp: -150, pv: ['d1h5', 'g8f6', 'h5e5'] },
  ],
}
beforeEach(() => setEngineWorker(() => new FakeEngine(ENGINE)))
afterEach(() => setEngineWorker(null))

/** A note after 1. e4 e5 with its drill: 2. Nf3. */
async function drillOfNote(server: TestServer, token: string) {
  const { body } = await server.call('POST', '/api/user/notes/Eas20kFpAYw', {
    token,
    body: { note: { timeSeconds: 60, text: 'The open game', moves: ['e4', 'e5'] } },
  })
  await server.call('POST', '/api/user/drills', {
    token,
    body: { drill: { noteId: body.notes[0]._id, solution: ['Nf3'] } },
  })
}

/** /review with the note's drill due; the test server, to read the drill back. */
async function openReview() {
  let server!: TestServer
  const { user } = await renderApp({
    url: '/review',
    user: GUEST,
    beforeRender: async (given, token) => {
      server = given
      await drillOfNote(server, token!)
    },
  })
  return { user, server }
}

async function play(user: UserEvent, move: string) {
  const box = await screen.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  await user.clear(box)
  await user.type(box, `${move}{Enter}`)
}

test('a good move not the line’s: "Good move, but…", no rating, the drill kept as it was; then "Try again"', async () => {
  const { user, server } = await openReview()
  await play(user, 'Nc3')
  const status = await screen.findByText(
    'Good move, but the line you train is Nf3. Try again.',
    {},
    { timeout: 5000 },
  )
  expect(status).toHaveAttribute('role', 'status')
  expect(screen.queryByRole('group', { name: 'How did it go?' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Next drill' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Accept Nc3 too' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  // The question again: the Move box takes the focus.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Move' })).toHaveFocus())
  await play(user, 'Nf3')
  expect(await screen.findByRole('group', { name: 'How did it go?' })).toBeInTheDocument()
  // Leaving now rates nothing (a miss left is rated Again): the drill is as it was.
  await user.click(screen.getAllByRole('link', { name: 'Explore' })[0]!)
  const { token } = await server.login(GUEST)
  const { drills } = (await server.call('GET', '/api/user/drills', { token })).body
  expect(drills[0]).toMatchObject({ reps: 0, lapses: 0 })
  expect(drills[0].lastReview).toBeUndefined()
})

test('a miss is said with the engine’s word: the evaluation before and after, its line, the best move', async () => {
  const { user, server } = await openReview()
  await play(user, 'Qh5')
  expect(
    await screen.findByText('Not quite. The answer was Nf3.', {}, { timeout: 5000 }),
  ).toBeInTheDocument()
  expect(await screen.findByText('Engine: +0.4 → −1.5')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Show the position after 3. Qxe5+' }))
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'FEN' }) as HTMLInputElement).value).toBe(
      'rnbqkb1r/pppp1ppp/5n2/4Q3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3',
    ),
  )
  expect(screen.getByRole('button', { name: 'Next drill' })).toBeInTheDocument()
  // A miss left is rated Again.
  await user.click(screen.getAllByRole('link', { name: 'Explore' })[0]!)
  const { token } = await server.login(GUEST)
  await waitFor(async () => {
    const { drills } = (await server.call('GET', '/api/user/drills', { token })).body
    expect(drills[0]).toMatchObject({ reps: 1, lapses: 0, lastReview: expect.any(String) })
  })
})
