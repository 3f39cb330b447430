import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { expect, test, vi } from 'vitest'
import ChessBoard from './chess-board'

// cm-chessboard cannot draw in jsdom. This stands in for it as it behaves in a browser: it adds
// its accessibility lists to the board's element and leaves them there when destroyed.
const drawn = vi.hoisted(() => ({ count: 0 }))
vi.mock('./draw-board', () => ({
  sideOf: (orientation: string) => orientation.charAt(0),
  drawBoard: (element: HTMLElement) => {
    drawn.count++
    const list = document.createElement('ul')
    list.setAttribute('aria-label', 'Pieces')
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
    svg.setAttribute('tabindex', '0')
    svg.setAttribute('aria-label', 'Drawn board')
    element.append(list, svg)
    const noop = () => undefined
    return {
      view: { svg },
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

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
const noMoves = { onMove: () => false, needsPromotion: () => false, targetsOf: () => [] }
const aTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))

test('the video page’s board is a picture of its position, with the pieces lists, until used', async () => {
  drawn.count = 0
  render(<ChessBoard fen={START} orientation="white" {...noMoves} pictureFirst />)
  await aTask()
  expect(drawn.count).toBe(0)
  expect(screen.getByRole('application', { name: 'Chessboard' })).toBeInTheDocument()
  const white = screen.getByRole('list', { name: 'White pieces' })
  const items = within(white)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  // As cm-chessboard lists them: the king first, each kind from a1 on.
  expect(items.slice(0, 4)).toEqual(['king e1', 'queen d1', 'rook a1', 'rook h1'])
  expect(items).toHaveLength(16)
  expect(
    within(screen.getByRole('list', { name: 'Black pieces' })).getAllByRole('listitem'),
  ).toHaveLength(16)
})

test('focus on the picture draws the board and moves the focus to it', async () => {
  drawn.count = 0
  render(<ChessBoard fen={START} orientation="white" {...noMoves} pictureFirst />)
  act(() => screen.getByRole('application', { name: 'Chessboard' }).focus())
  expect(drawn.count).toBe(1)
  expect(document.activeElement).toBe(screen.getByLabelText('Drawn board'))
  expect(screen.queryByRole('application', { name: 'Chessboard' })).toBeNull()
  expect(screen.queryByRole('list', { name: 'White pieces' })).toBeNull()
})

test('a press on the picture draws the board and presses what is now under it', async () => {
  drawn.count = 0
  render(<ChessBoard fen={START} orientation="white" {...noMoves} pictureFirst />)
  const presses: MouseEvent[] = []
  const elementFromPoint = vi.fn(() => {
    const square = screen.getByLabelText('Drawn board')
    square.addEventListener('mousedown', (event) => presses.push(event), { once: true })
    return square
  })
  Object.assign(document, { elementFromPoint })
  try {
    fireEvent.mouseDown(screen.getByRole('application', { name: 'Chessboard' }), {
      clientX: 30,
      clientY: 40,
      button: 0,
    })
  } finally {
    Reflect.deleteProperty(document, 'elementFromPoint')
  }
  expect(drawn.count).toBe(1)
  expect(elementFromPoint).toHaveBeenCalledWith(30, 40)
  expect(presses.map(({ clientX, clientY }) => [clientX, clientY])).toEqual([[30, 40]])
  expect(screen.queryByRole('application', { name: 'Chessboard' })).toBeNull()
})

test('a new position, or marks to show, draw the board in place of the picture', async () => {
  drawn.count = 0
  const view = render(<ChessBoard fen={START} orientation="white" {...noMoves} pictureFirst />)
  const after = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
  view.rerender(<ChessBoard fen={after} orientation="white" {...noMoves} pictureFirst />)
  await aTask()
  expect(drawn.count).toBe(1)
  expect(screen.queryByRole('application', { name: 'Chessboard' })).toBeNull()
  view.unmount()
  // A position with its last move marked is never a picture.
  render(
    <ChessBoard
      fen={after}
      orientation="white"
      {...noMoves}
      lastMove={{ from: 'e2', to: 'e4' }}
      pictureFirst
    />,
  )
  await aTask()
  expect(drawn.count).toBe(2)
  expect(screen.queryByRole('application', { name: 'Chessboard' })).toBeNull()
})
