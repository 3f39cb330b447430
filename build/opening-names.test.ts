import { Chess } from 'chess.js'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { openingOf } from '../src/shared/opening-names.ts'
import { buildOpeningNames, positionOfRow, readOpeningRows } from './opening-names.ts'

// docs/product.md, "Every position has its name": the rule, on the Lichess data as built.

const rows = readOpeningRows(
  path.join(fileURLToPath(new URL('..', import.meta.url)), 'chess-data/chess-openings'),
)
const names = buildOpeningNames(rows)

/** The positions of a game from its start, the start included. */
function positions(moves: string): string[] {
  const chess = new Chess()
  const fens = [chess.fen()]
  for (const move of moves.split(' ').filter((word) => !/^\d+\.$/.test(word))) {
    chess.move(move)
    fens.push(chess.fen())
  }
  return fens
}

test('a transposition gets the name of the position it reaches: 1. c3 c5 2. e4 is the Alapin', () => {
  expect(openingOf(names, positions('1. c3 c5 2. e4'))).toEqual({
    eco: 'B22',
    name: 'Sicilian Defense: Alapin Variation',
  })
  expect(openingOf(names, positions('1. e4 c5 2. c3'))).toEqual(
    openingOf(names, positions('1. c3 c5 2. e4')),
  )
})

test('an unnamed position takes the latest named one before it: 1. c3 c5 is the Saragossa', () => {
  expect(openingOf(names, positions('1. c3 c5'))).toEqual({ eco: 'A00', name: 'Saragossa Opening' })
})

test('the Najdorf', () => {
  expect(
    openingOf(names, positions('1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6')),
  ).toEqual({
    eco: 'B90',
    name: 'Sicilian Defense: Najdorf Variation',
  })
})

test('a position loaded without moves is named only if it is itself named', () => {
  expect(openingOf(names, positions('1. c3 c5').slice(-1))).toBeUndefined()
  const najdorf = positions('1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6').slice(-1)
  expect(openingOf(names, najdorf)?.eco).toBe('B90')
  expect(openingOf(names, [new Chess().fen()])).toBeUndefined()
})

test('every row of the data names its own line: no two rows reach the same position', () => {
  expect(rows.length).toBe(3807)
  expect(Object.keys(names).length).toBe(rows.length)
  for (const row of rows)
    expect(openingOf(names, [positionOfRow(row)]), row.pgn).toEqual({
      eco: row.eco,
      name: row.name,
    })
})
