import { expect, test } from 'vitest'
import { readLessonPgn } from '@/shared/lesson-pgn'
import { timedMoveAt, timedMoves } from './lesson-times'

test("the board follows the main line's timed moves, never a variation's", () => {
  const lesson = readLessonPgn(
    '1. d4 {[%vt 5]} d5 (1... Nf6 {[%vt 9]} 2. c4) 2. c4 {[%vt 20]} c6 {[%vt 31]} *',
  )
  const timed = timedMoves(lesson)
  expect(timed.map(({ seconds, label }) => [seconds, label])).toEqual([
    [5, '1. d4'],
    [20, '2. c4'],
    [31, '2... c6'],
  ])
  expect(timedMoveAt(timed, 4)).toBeUndefined()
  expect(timedMoveAt(timed, 19)!.game.moves).toEqual(['d4'])
  expect(timedMoveAt(timed, 20)!.game.moves).toEqual(['d4', 'd5', 'c4'])
  expect(timedMoveAt(timed, 3600)!.label).toBe('2... c6')
})
