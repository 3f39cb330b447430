import { expect, test } from 'vitest'
import { judgePuzzle, puzzleLine, puzzleOrder, uciOf } from './puzzle-solving'

// shared/puzzle-solving.ts: how the back end judges an attempt and the page plays a puzzle.
const FORK = {
  fen: '1rr3k1/3bppbp/3p1np1/1B1N4/P2BP3/5P2/P2R2PP/R5K1 b - - 0 21',
  moves: ['d7b5', 'd5e7', 'g8f8', 'e7c8'],
}
const MATE = {
  fen: '6Qk/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K b - - 0 28',
  moves: ['h8g8', 'f1f8'],
}

test('the solver’s moves against the puzzle’s: solved at the end, failed at the first wrong one', () => {
  expect(judgePuzzle(FORK, ['d5e7', 'e7c8'])).toEqual({ result: 'solved' })
  expect(judgePuzzle(FORK, ['d5e7', 'e7g6'])).toEqual({
    result: 'failed',
    mistake: {
      fen: '1rr2k2/4Npbp/3p1np1/1b6/P2BP3/5P2/P2R2PP/R5K1 w - - 1 23',
      played: 'e7g6',
      expected: 'e7c8',
    },
  })
  expect(judgePuzzle(FORK, ['d5e7'])).toEqual({ result: 'failed' })
  expect(judgePuzzle(FORK, [])).toEqual({ result: 'failed' })
})

test('any move that mates is right; moves past the end or past a wrong one, or illegal, are refused', () => {
  expect(judgePuzzle(MATE, ['d1d8'])).toEqual({ result: 'solved' })
  expect(judgePuzzle(MATE, ['f1f8', 'a1a2'])).toEqual({ refused: 'too-long' })
  expect(judgePuzzle(FORK, ['d5f6', 'f6d7'])).toEqual({ refused: 'too-long' })
  expect(judgePuzzle(FORK, ['d5e7', 'a1a8'])).toEqual({ refused: 'illegal', at: 1 })
})

test('a drill of a puzzle starts after the opponent’s move, in SAN', () => {
  expect(puzzleLine(FORK)).toEqual({
    opening: 'Bxb5',
    fen: '1rr3k1/4ppbp/3p1np1/1b1N4/P2BP3/5P2/P2R2PP/R5K1 w - - 0 22',
    solution: ['Nxe7+', 'Kf8', 'Nxc8'],
  })
})

test('an attempt is sent in UCI', () => {
  const { fen } = puzzleLine(FORK)
  expect(uciOf(fen, ['Nxe7+', 'Kf8', 'Nxc8'])).toEqual(['d5e7', 'g8f8', 'e7c8'])
})

test('the order of "next" is a stable spread of the ids', () => {
  expect(puzzleOrder('00BNd')).toBe(puzzleOrder('00BNd'))
  expect(puzzleOrder('00BNd')).not.toBe(puzzleOrder('00BNe'))
  expect(puzzleOrder('zzzzz')).toBeGreaterThanOrEqual(0)
  expect(puzzleOrder('zzzzz')).toBeLessThan(2 ** 31)
})
