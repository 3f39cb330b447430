import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { installFakeYouTube } from '@/testing/fake-youtube'
import { findToast, renderApp, type RenderAppOptions } from '@/testing/render-app'
import { ALEX, GUEST } from '@/testing/test-server'

// "Guess the moves while you watch" (docs/product.md) on the demo lesson, which begins
// 1. d4 d5 2. c4 c6 3. Nf3 Nf6.

const AFTER_1_D4 = 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1'
const AFTER_2_C4 = 'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2'

async function openGuessing(options: Omit<RenderAppOptions, 'url'> = {}) {
  const setup = await renderApp({ url: '/singlevideo/Eas20kFpAYw', ...options })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  const lesson = () => within(board.getByRole('region', { name: 'Lesson' }))
  await board.findByRole('region', { name: 'Lesson' }, { timeout: 5000 })
  const fen = () => (board.getByRole('textbox', { name: 'FEN' }) as HTMLInputElement).value
  // Each waits for the state it acts on: on a loaded machine a synchronous look came a moment
  // early (a screen test that passed only on its retry).
  const play = async (move: string) => {
    const box = await board.findByRole('textbox', { name: 'Move' })
    await setup.user.type(box, `${move}{Enter}`)
  }
  /** Enter on "Next guess", once it has the focus an answer gives it. */
  const nextGuess = async () => {
    await waitFor(() => expect(lesson().getByRole('button', { name: 'Next guess' })).toHaveFocus())
    await setup.user.keyboard('{Enter}')
  }
  return { ...setup, board, lesson, fen, play, nextGuess }
}

test('guessing as Black by keyboard: the position before each move, right and wrong said, the count, Stop guessing', async () => {
  const { board, lesson, fen, play, nextGuess, user } = await openGuessing()
  await user.selectOptions(lesson().getByRole('combobox', { name: 'I play' }), 'Black')
  expect(
    lesson()
      .getByText(/Log in/)
      .closest('p'),
  ).toHaveTextContent('Log in to keep your score.')
  await user.click(lesson().getByRole('button', { name: 'Guess the moves' }))
  expect(await lesson().findByRole('status')).toHaveTextContent('Your move: what was played here?')
  // The "Move" box takes the focus at each question.
  expect(board.getByRole('textbox', { name: 'Move' })).toHaveFocus()
  // The moves would give the answers away, and the steps along them are gone.
  expect(lesson().queryByRole('list', { name: 'Lesson moves' })).toBeNull()
  expect(lesson().queryByRole('button', { name: 'Next move' })).toBeNull()
  expect(fen()).toBe(AFTER_1_D4)
  expect(board.getByRole('checkbox', { name: 'Follow the video' })).not.toBeChecked()

  await play('d5')
  expect(lesson().getByRole('status')).toHaveTextContent('Correct! 1... d5 was played.')
  // The lesson's move and White's reply are played by themselves.
  expect(fen()).toBe(AFTER_2_C4)
  expect(lesson().getByText('Guessed 1 of 1')).toBeInTheDocument()
  expect(lesson().getByRole('button', { name: 'Next guess' })).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(lesson().getByRole('status')).toHaveTextContent('Your move: what was played here?')

  await play('e6')
  // A miss by the lesson is the engine's to judge: the way on waits for its word (none here).
  expect(lesson().getByRole('status')).toHaveTextContent(
    'The lesson played 2... c6. Asking the engine about yours…',
  )
  expect(board.queryByRole('textbox', { name: 'Move' })).toBeNull()
  await waitFor(() =>
    expect(lesson().getByRole('status')).toHaveTextContent(/^The lesson played 2\.\.\. c6\.$/),
  )
  expect(lesson().getByText('Guessed 1 of 2')).toBeInTheDocument()
  await nextGuess()
  await play('Nf6')
  expect(lesson().getByText('Guessed 2 of 3')).toBeInTheDocument()

  await user.click(lesson().getByRole('button', { name: 'Stop guessing' }))
  expect(lesson().getByRole('list', { name: 'Lesson moves' })).toBeInTheDocument()
  expect(lesson().getByRole('button', { name: 'Guess the moves' })).toHaveFocus()
})

test('an illegal move is refused by the board and is no guess', async () => {
  const { lesson, play, user, board } = await openGuessing()
  await user.click(lesson().getByRole('button', { name: 'Guess the moves' }))
  await play('Ke3')
  expect(board.getByRole('alert')).toHaveTextContent('That move is not legal here.')
  expect(lesson().getByRole('status')).toHaveTextContent('Your move: what was played here?')
  expect(lesson().queryByText(/^Guessed/)).toBeNull()
})

test('logged in, a stopped round is kept, judged by the back end, and "Your best" says it', async () => {
  const { lesson, play, nextGuess, user, server } = await openGuessing({ user: GUEST })
  await user.click(lesson().getByRole('button', { name: 'Guess the moves' }))
  await play('d4')
  await nextGuess()
  await play('e4')
  await user.click(await lesson().findByRole('button', { name: 'Stop guessing' }))
  expect(await lesson().findByText('Your best: 1 of 2')).toBeInTheDocument()
  expect(lesson().queryByText(/Log in to keep/)).toBeNull()
  const { token } = await server.login(GUEST)
  const kept = await server.call('GET', '/api/user/lessons/Eas20kFpAYw/guesses', { token })
  expect(kept.body.last).toMatchObject({
    side: 'white',
    right: 1,
    total: 2,
    missed: [{ ply: 3, played: 'e4', expected: 'c4' }],
  })
})

test('a timed move pauses the playing video until it is guessed; "Continue video" plays on', async () => {
  const youtube = installFakeYouTube()
  const { lesson, play, user } = await openGuessing({
    beforeRender: async (server) => {
      const { token } = await server.login(ALEX)
      await server.call('PUT', '/api/catalogue/videos/Eas20kFpAYw/lesson', {
        token,
        body: { pgn: '1. d4 {[%vt 10]} d5 {[%vt 20]} 2. c4 {[%vt 30]} *' },
      })
    },
  })
  await user.click(screen.getByRole('button', { name: "Play Anand's Immortal" }))
  await waitFor(() => expect(youtube.players()).toHaveLength(1))
  const player = youtube.players()[0]!
  await user.click(lesson().getByRole('button', { name: 'Guess the moves' }))
  player.seekTo(9.5)
  await waitFor(() => expect(player.getPlayerState()).toBe(2), { timeout: 3000 })
  expect(player.getCurrentTime()).toBeLessThan(10)
  await play('d4')
  await user.click(lesson().getByRole('button', { name: 'Continue video' }))
  expect(player.getPlayerState()).toBe(1)
  expect(lesson().getByRole('status')).toHaveTextContent('Your move: what was played here?')
})

test('a variation marked good counts; the end says the score and "Guess again" starts over', async () => {
  const { lesson, play, nextGuess, user } = await openGuessing({
    beforeRender: async (server) => {
      const { token } = await server.login(ALEX)
      await server.call('PUT', '/api/catalogue/videos/Eas20kFpAYw/lesson', {
        token,
        body: { pgn: '1. d4 d5 2. c4 {The gambit.} (2. Bf4! e6) c6 *' },
      })
    },
  })
  await user.click(lesson().getByRole('button', { name: 'Guess the moves' }))
  await play('d4')
  await nextGuess()
  await play('Bf4')
  expect(lesson().getByRole('status')).toHaveTextContent('Also good! The lesson played 2. c4.')
  await user.keyboard('{Enter}')
  expect(lesson().getByRole('status')).toHaveTextContent('You guessed 2 of 2 moves.')
  expect(lesson().getByRole('button', { name: 'Guess again' })).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(lesson().getByRole('status')).toHaveTextContent('Your move: what was played here?')
  await play('d4')
  await nextGuess()
  await play('Nf3')
  // A miss says the lesson's move and its comment.
  await waitFor(() =>
    expect(lesson().getByRole('status')).toHaveTextContent('The lesson played 2. c4. The gambit.'),
  )
  expect(lesson().getByText('Guessed 1 of 2')).toBeInTheDocument()
})

test('a round the back end could not keep says so; the round itself was played', async () => {
  const { lesson, play, user, server } = await openGuessing({ user: GUEST })
  server.faults.add({
    method: 'POST',
    path: '/api/user/lessons/Eas20kFpAYw/guesses',
    status: 500,
    times: 1,
  })
  await user.click(lesson().getByRole('button', { name: 'Guess the moves' }))
  await play('d4')
  await user.click(lesson().getByRole('button', { name: 'Stop guessing' }))
  expect(await findToast(/^Your score was not kept: /, 'alert')).toBeInTheDocument()
  expect(lesson().queryByText(/^Your best/)).toBeNull()
})
