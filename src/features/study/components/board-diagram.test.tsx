import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import BoardDiagram from './board-diagram'

// A note's diagram is drawn as a player would look at it: the side to move at the bottom.

const kingsAt = () =>
  Object.fromEntries(
    [...document.querySelectorAll('text')].map((piece) => [
      piece.getAttribute('class'),
      Number(piece.getAttribute('y')),
    ]),
  )

test('with White to move, White is at the bottom; with Black to move, Black is', () => {
  const { unmount } = render(<BoardDiagram fen="4k3/8/8/8/8/8/8/4K3 w - - 0 1" label="at 0:05" />)
  expect(screen.getByRole('img')).toHaveAccessibleName(/White to move, White at the bottom/)
  expect(kingsAt()['white-piece']).toBeGreaterThan(kingsAt()['black-piece']!)
  unmount()
  render(<BoardDiagram fen="4k3/8/8/8/8/8/8/4K3 b - - 0 1" label="at 0:05" />)
  expect(screen.getByRole('img')).toHaveAccessibleName(/Black to move, Black at the bottom/)
  expect(kingsAt()['black-piece']).toBeGreaterThan(kingsAt()['white-piece']!)
})
