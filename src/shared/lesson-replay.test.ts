import { Chess } from 'chess.js'
import { expect, test, vi } from 'vitest'
import type { LessonGame, LessonMove } from './lesson'
import { guessSteps, judgeGuess } from './lesson-guess'
import { trainingLines } from './lesson-training'

// A lesson replayed once, not per guess or per line (docs/performance.md, "No request stalls the
// server"): a round and a lesson's lines cost what the lesson and the round are, no more.

const SHUFFLE = ['Nf3', 'Nf6', 'Ng1', 'Ng8']
/** Another legal move where each of SHUFFLE's is played. */
const OTHERS = ['Nh3', 'Nh6', 'Ne5', 'Ne4']
const line = (count: number, from = 0): LessonMove[] =>
  Array.from({ length: count }, (_, n) => ({ san: SHUFFLE[(from + n) % 4]! }))

test("a round of guesses replays the lesson once; a guess of the lesson's move needs no board", () => {
  const lesson: LessonGame = { headers: {}, moves: line(400) }
  const moves = vi.spyOn(Chess.prototype, 'move')
  const steps = guessSteps(lesson)
  expect(moves).toHaveBeenCalledTimes(400)
  for (const step of steps)
    expect(judgeGuess(step, step.san)).toEqual({ outcome: 'right', san: step.san })
  expect(moves).toHaveBeenCalledTimes(400)
  // Another round on the same lesson: no replay at all; a miss takes one board.
  const again = guessSteps(lesson)
  expect(judgeGuess(again[0]!, 'e4')).toEqual({ outcome: 'missed', san: 'e4' })
  expect(moves).toHaveBeenCalledTimes(401)
  expect(again[1]).toMatchObject({ ply: 2, san: 'Nf6', color: 'black' })
})

test("a lesson's lines for training come from one replay, however many variations it has", () => {
  // 300 main-line moves and 300 variations near their end: a replay per line was 90,000 moves.
  const main = line(300)
  for (let at = 250; at < 300; at++)
    main[at]!.variations = Array.from({ length: 6 }, () => [{ san: OTHERS[at % 4]! }])
  const moves = vi.spyOn(Chess.prototype, 'move')
  const lines = trainingLines({ headers: {}, moves: main }, 'white')
  expect(lines.length).toBeGreaterThan(150)
  expect(moves.mock.calls.length).toBeLessThanOrEqual(600)
  const [first] = lines
  expect(first!.fen).toBe(new Chess().fen())
})
