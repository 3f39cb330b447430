import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderApp } from '@/testing/render-app'

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
