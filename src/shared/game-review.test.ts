import { expect, test } from 'vitest'
import { judgementOf, reviewCounts, reviewGame } from './game-review'

// A game's review counts as Lichess counts (docs/product.md, "Play it out against the engine").

test('the mover’s winning chances lost: 0.1 an inaccuracy, 0.2 a mistake, 0.3 a blunder', () => {
  expect(judgementOf(0.099)).toBeNull()
  expect(judgementOf(0.1)).toBe('inaccuracy')
  expect(judgementOf(0.2)).toBe('mistake')
  expect(judgementOf(0.3)).toBe('blunder')
  expect(judgementOf(-0.5)).toBeNull()
})

test('each move judged from one search of each position; a mate on the board is won', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  const level = { score: { cp: 0 }, pv: [] }
  const judged = reviewGame(
    start,
    ['f3', 'e5', 'g4', 'Qh4#'],
    [
      { score: { cp: 30 }, pv: ['e2e4'] },
      // After 1. f3, Black is a little better: White's chances fall by 0.09, no inaccuracy.
      { score: { cp: 20 }, pv: ['e7e5'] },
      level,
      // After 2. g4, Black mates in one.
      { score: { mate: 1 }, pv: ['d8h4'] },
      { score: { mate: 0 }, pv: [] },
    ],
  )
  expect(judged.map(({ index, color, judgement }) => ({ index, color, judgement }))).toEqual([
    { index: 2, color: 'white', judgement: 'blunder' },
  ])
  expect(judged[0]!.verdict.played).toMatchObject({ san: 'g4', line: ['g4', 'Qh4#'] })
  expect(judged[0]!.verdict.best.score).toEqual({ cp: 0 })
  expect(reviewCounts(judged, 'white')).toEqual({ inaccuracies: 0, mistakes: 0, blunders: 1 })
  expect(reviewCounts(judged, 'black')).toEqual({ inaccuracies: 0, mistakes: 0, blunders: 0 })
})
