import { expect, test } from 'vitest'
import {
  isGoodByEngine,
  numberedLine,
  pawnsText,
  sanLine,
  whitesView,
  winningChances,
} from './engine-lines'
import { START_FEN } from './fen'

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'

test("a score is turned to White's view when Black is to move", () => {
  expect(whitesView({ cp: 35 }, START_FEN)).toEqual({ cp: 35 })
  expect(whitesView({ cp: 35 }, AFTER_E4)).toEqual({ cp: -35 })
  expect(whitesView({ mate: 2 }, AFTER_E4)).toEqual({ mate: -2 })
  expect(whitesView({ mate: -1 }, START_FEN)).toEqual({ mate: -1 })
})

test("winning chances by Lichess's curve: 0 when level, ±1 for a mate, symmetric", () => {
  expect(winningChances({ cp: 0 })).toBe(0)
  expect(winningChances({ cp: 100 })).toBeCloseTo(0.18205, 5)
  expect(winningChances({ cp: -100 })).toBeCloseTo(-0.18205, 5)
  expect(winningChances({ mate: 3 })).toBe(1)
  expect(winningChances({ mate: -1 })).toBe(-1)
})

test('a move is good by the engine when the chances fall by less than 0.1', () => {
  // +0.30 best, 0.00 played: the chances fall by 0.055.
  expect(isGoodByEngine({ cp: 30 }, { cp: 0 })).toBe(true)
  // +1.00 best, −1.00 played: by 0.36, an inaccuracy at least.
  expect(isGoodByEngine({ cp: 100 }, { cp: -100 })).toBe(false)
  // A mate missed for a won position: its chances fall by 0.05 at +10, by 0.50 at +3.
  expect(isGoodByEngine({ mate: 4 }, { cp: 1000 })).toBe(true)
  expect(isGoodByEngine({ mate: 4 }, { cp: 300 })).toBe(false)
  expect(isGoodByEngine({ cp: 20 }, { cp: 20 })).toBe(true)
})

test('pawns as a board says them, with a true minus sign', () => {
  expect(pawnsText(83)).toBe('+0.8')
  expect(pawnsText(-240)).toBe('\u22122.4')
  expect(pawnsText(4)).toBe('0.0')
  expect(pawnsText(-4)).toBe('0.0')
})

test("an engine's line in SAN with its positions, up to a move that is not legal", () => {
  const line = sanLine(START_FEN, ['e2e4', 'e7e5', 'g1f3', 'e1e3'])
  expect(line.map(({ san }) => san)).toEqual(['e4', 'e5', 'Nf3'])
  expect(line[0]!.fen).toBe(AFTER_E4)
  expect(sanLine('4k3/P7/8/8/8/8/8/4K3 w - - 0 1', ['a7a8q']).map(({ san }) => san)).toEqual([
    'a8=Q+',
  ])
})

test('a line numbered as a score sheet, from White or from Black', () => {
  expect(numberedLine(START_FEN, ['e4', 'e5', 'Nf3'])).toBe('1. e4 e5 2. Nf3')
  expect(numberedLine(AFTER_E4, ['e5', 'Nf3', 'Nc6'])).toBe('1... e5 2. Nf3 Nc6')
  expect(numberedLine('8/8/8/8/8/8/8/K6k b - - 5 14', ['Kg2'])).toBe('14... Kg2')
})
