import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { installFakeYouTube } from '@/testing/fake-youtube'
import { renderApp } from '@/testing/render-app'
import { GUEST } from '@/testing/test-server'

// docs/product.md, "Drills": "Quiz me while I watch" pauses the video at a drill's moment.

test('"Quiz me while I watch" (off by default, remembered) pauses at a drill’s moment and asks it; "Continue video" plays on', async () => {
  const youtube = installFakeYouTube()
  const { user } = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
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
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  const quiz = await board.findByRole(
    'checkbox',
    { name: 'Quiz me while I watch' },
    { timeout: 5000 },
  )
  expect(quiz).not.toBeChecked()
  await user.click(quiz)
  expect(localStorage.getItem('GAMBIT_QUIZ_WHILE_WATCHING')).toBe('true')

  await user.click(screen.getByRole('button', { name: "Play Anand's Immortal" }))
  await waitFor(() => expect(youtube.players()).toHaveLength(1))
  const player = youtube.players()[0]!
  player.seekTo(59.2)
  expect(
    await board.findByText('Your move: find what was played here', {}, { timeout: 4000 }),
  ).toBeInTheDocument()
  expect(player.getPlayerState()).toBe(2) // paused
  expect(Math.round(player.getCurrentTime())).toBe(60)
  const move = await board.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  await user.type(move, 'Nf3{Enter}')
  expect(await board.findByText('Correct!')).toBeInTheDocument()
  await user.click(board.getByRole('button', { name: 'Continue video' }))
  expect(player.getPlayerState()).toBe(1) // playing
  expect(board.queryByText('Your move: find what was played here')).not.toBeInTheDocument()
})
