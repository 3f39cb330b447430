import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { expect, test, vi } from 'vitest'
import ChessBoard from './chess-board'

// cm-chessboard cannot draw in jsdom. This stands in for it as it behaves in a browser: it adds
// its accessibility lists to the board's element and leaves them there when destroyed.
vi.mock('./draw-board', () => ({
  sideOf: (orientation: string) => orientation.charAt(0),
  drawBoard: (element: HTMLElement) => {
    const list = document.createElement('ul')
    list.setAttribute('aria-label', 'Pieces')
    element.append(list)
    const noop = () => undefined
    return {
      destroy: noop,
      getPosition: () => '',
      setPosition: async () => undefined,
      setOrientation: async () => undefined,
      addMarker: noop,
      removeMarkers: noop,
      addArrow: noop,
      removeArrows: noop,
    }
  },
}))

test('a board made twice in one element (React’s development mode) has one "Pieces" list', async () => {
  render(
    <StrictMode>
      <ChessBoard
        fen="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        orientation="white"
        onMove={() => false}
        needsPromotion={() => false}
        targetsOf={() => []}
      />
    </StrictMode>,
  )
  // Drawn a task after its render (docs/performance.md).
  expect(await screen.findAllByRole('list', { name: 'Pieces' })).toHaveLength(1)
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(screen.getAllByRole('list', { name: 'Pieces' })).toHaveLength(1)
})
