import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { findToast, renderApp } from '@/testing/render-app'
import { ALEX, GUEST, type TestServer } from '@/testing/test-server'

// "Train this lesson" and "Drill the ones I missed" (docs/product.md, "Drills that accept every
// good move") in the Lesson region of the video page.

const LESSON = '/api/catalogue/videos/Eas20kFpAYw/lesson'

async function openLesson(pgn: string) {
  let server!: TestServer
  let curator = ''
  const setup = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    user: GUEST,
    beforeRender: async (given) => {
      server = given
      curator = (await server.login(ALEX)).token
      await server.call('PUT', LESSON, { token: curator, body: { pgn } })
    },
  })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  await board.findByRole('region', { name: 'Lesson' }, { timeout: 5000 })
  const lesson = () => within(board.getByRole('region', { name: 'Lesson' }))
  const record = (changed: string) =>
    server.call('PUT', LESSON, { token: curator, body: { pgn: changed } })
  return { ...setup, server, board, lesson, record }
}

test('"Train this lesson" as Black: the toast, what is trained, "This lesson has changed." and "Update my drills", "Stop training"', async () => {
  const { lesson, user, record, queryClient } = await openLesson(
    '1. e4 e5 2. Nf3 (2. Bc4!? Nf6) Nc6 (2... d6 3. d4) 3. Bb5 *',
  )
  await user.selectOptions(await lesson().findByRole('combobox', { name: 'I play' }), 'Black')
  await user.click(await lesson().findByRole('button', { name: 'Train this lesson' }))
  expect(await findToast('3 drills saved!')).toBeInTheDocument()
  const said = await lesson().findByText('Training this lesson as Black: 3 drills')
  expect(said).toHaveFocus()
  expect(lesson().queryByRole('button', { name: 'Train this lesson' })).toBeNull()
  expect(lesson().queryByText('This lesson has changed.')).toBeNull()
  // "Both" offers to train the side not trained yet.
  await user.selectOptions(lesson().getByRole('combobox', { name: 'I play' }), 'Both')
  expect(lesson().getByRole('button', { name: 'Train this lesson' })).toBeInTheDocument()
  await user.selectOptions(lesson().getByRole('combobox', { name: 'I play' }), 'Black')

  // The curator changes Black's variation: the learner is told, and updates.
  await record('1. e4 e5 2. Nf3 (2. Bc4!? Nf6) Nc6 (2... d6 3. c3) 3. Bb5 *')
  await queryClient.invalidateQueries()
  expect(await lesson().findByText('This lesson has changed.')).toBeInTheDocument()
  await user.click(lesson().getByRole('button', { name: 'Update my drills' }))
  expect(await findToast('Your drills follow the lesson again.')).toBeInTheDocument()
  expect(lesson().queryByText('This lesson has changed.')).toBeNull()
  expect(lesson().getByText('Training this lesson as Black: 3 drills')).toHaveFocus()

  await user.click(lesson().getByRole('button', { name: 'Stop training' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Stop training this lesson?' }))
  await user.click(dialog.getByRole('button', { name: 'Stop training' }))
  expect(await lesson().findByRole('button', { name: 'Train this lesson' })).toHaveFocus()
  expect(lesson().queryByText(/^Training this lesson/)).toBeNull()
})

test('asking twice (another tab trained it meanwhile) says so', async () => {
  const { lesson, user, server } = await openLesson('1. e4 e5 2. Nf3 *')
  const button = await lesson().findByRole('button', { name: 'Train this lesson' })
  const { token } = await server.login(GUEST)
  await server.call('POST', '/api/user/lessons/Eas20kFpAYw/training', {
    token,
    body: { side: 'white' },
  })
  await user.click(button)
  expect(await findToast('You already train this lesson as White.', 'alert')).toBeInTheDocument()
})

test('"Drill the ones I missed" at the end of a round makes a drill of each missed position', async () => {
  const { lesson, user, board, server } = await openLesson('1. e4 e5 2. Nf3 Nc6 3. Bb5 *')
  await user.click(await lesson().findByRole('button', { name: 'Guess the moves' }))
  const play = (move: string) =>
    user.type(board.getByRole('textbox', { name: 'Move' }), `${move}{Enter}`)
  // A miss waits for the engine's word (none here) before the way on takes the focus.
  const onward = async () => {
    await lesson().findByRole('button', { name: /Next guess|Continue video/ })
    await user.keyboard('{Enter}')
  }
  await play('e4')
  await onward()
  await play('d4')
  await onward()
  await play('Bc4')
  await onward()
  expect(lesson().getByRole('status')).toHaveTextContent('You guessed 1 of 3 moves.')
  await user.click(lesson().getByRole('button', { name: 'Drill the ones I missed' }))
  expect(await findToast('2 drills saved!')).toBeInTheDocument()
  const { token } = await server.login(GUEST)
  const { drills } = (await server.call('GET', '/api/user/drills', { token })).body
  expect(drills.map((drill: { solution: string[] }) => drill.solution).sort()).toEqual([
    ['Bb5'],
    ['Nf3'],
  ])
})
