import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '@/testing/render-app'
import { ALEX } from '@/testing/test-server'

// "Lessons with this position" under the video page's board (docs/product.md, "Every position
// has its name"): the demo lesson of "Anand's Immortal" begins 1. d4 d5 2. c4 c6.

const SLAV = 'rnbqkbnr/pp2pppp/2p5/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3'

test('a transposition finds the lesson; its link opens the video with the board at the lesson’s move', async () => {
  const { user } = await renderApp({ url: '/singlevideo/wofz0k6FCMU' })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  const move = await board.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  const find = () => board.getByRole('button', { name: 'Find lessons with this position' })
  await user.type(move, 'h4{Enter}')
  await user.click(find())
  const none = within(board.getByRole('region', { name: 'Lessons with this position' }))
  expect(await none.findByText('No lesson reaches this position yet.')).toBeInTheDocument()
  // Another move: the question is the new position's, asked again.
  await user.click(board.getByRole('button', { name: 'Undo move' }))
  expect(find()).toBeInTheDocument()
  for (const played of ['c4', 'c6', 'd4', 'd5']) await user.type(move, `${played}{Enter}`)
  expect(board.getByText('Opening: D10 Slav Defense')).toBeInTheDocument()
  await user.click(find())
  const found = within(board.getByRole('region', { name: 'Lessons with this position' }))
  const link = await found.findByRole('link', { name: "Anand's Immortal, after 2... c6" })
  expect(link).toHaveAttribute(
    'href',
    `/singlevideo/Eas20kFpAYw?position=${encodeURIComponent(SLAV).replace(/%20/g, '+')}`,
  )
  await user.click(link)
  expect(
    await screen.findByRole('heading', { level: 1, name: "Anand's Immortal" }),
  ).toBeInTheDocument()
  const there = within(await screen.findByRole('region', { name: 'Board' }))
  const fen = (await there.findByRole(
    'textbox',
    { name: 'FEN' },
    { timeout: 5000 },
  )) as HTMLInputElement
  await expect.poll(() => fen.value).toBe(SLAV)
  expect(within(there.getByRole('list', { name: 'Moves' })).getAllByRole('listitem')).toHaveLength(
    4,
  )
})

test('a timed move’s link says its time and opens the video with "Play from m:ss"', async () => {
  const { user } = await renderApp({
    url: '/singlevideo/Eas20kFpAYw',
    beforeRender: async (server) => {
      const { token } = await server.login(ALEX)
      await server.call('PUT', '/api/catalogue/videos/wofz0k6FCMU/lesson', {
        token,
        body: { pgn: '1. e4 {[%vt 75]} c5 {[%vt 80]} 2. Nf3 *' },
      })
    },
  })
  const board = within(await screen.findByRole('region', { name: 'Board' }))
  const move = await board.findByRole('textbox', { name: 'Move' }, { timeout: 5000 })
  for (const played of ['e4', 'c5']) await user.type(move, `${played}{Enter}`)
  await user.click(board.getByRole('button', { name: 'Find lessons with this position' }))
  const found = within(board.getByRole('region', { name: 'Lessons with this position' }))
  const link = await found.findByRole('link', { name: /, after 1\.\.\. c5$/ })
  expect(link.closest('li')).toHaveTextContent('(1:20)')
  expect(link.getAttribute('href')).toMatch(/^\/singlevideo\/wofz0k6FCMU\?t=80&position=/)
  await user.click(link)
  expect(await screen.findByRole('button', { name: 'Play from 1:20' })).toBeInTheDocument()
})
