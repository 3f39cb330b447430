import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { FenDiagram } from './fen-diagram'

// A coach's "Mistakes" draw each position small, turned to the side that was to move (issue 59).

const kingsRow = (fen: string) => {
  render(<FenDiagram fen={fen} label="Position" />)
  const kings = [...screen.getByRole('img', { name: 'Position' }).querySelectorAll('use')].filter(
    (piece) => /#[wb]k$/.test(piece.getAttribute('href') ?? ''),
  )
  return Object.fromEntries(
    kings.map((king) => [king.getAttribute('href')!.slice(-2), Number(king.getAttribute('y'))]),
  )
}

test('Black to move: Black’s pieces at the bottom, the files from h to a', () => {
  const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2'
  expect(kingsRow(fen)).toEqual({ wk: 0, bk: 280 })
  const whiteKing = screen.getByRole('img').querySelector('use[href$="#wk"]')!
  // e1 seen from Black is the fourth file from the left: x = 3 squares.
  expect(Number(whiteKing.getAttribute('x'))).toBe(120)
})

test('White to move: White’s pieces at the bottom', () => {
  const fen = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 1 2'
  expect(kingsRow(fen)).toEqual({ wk: 280, bk: 0 })
})
