import { Chess } from 'chess.js'
import { expect, test } from 'vitest'
import { seedLessons } from '@/api/seed/lessons'
import { readLessonPgn } from './lesson-pgn'
import { drillHoldsLine, trainingLines } from './lesson-training'

// docs/product.md, "Drills that accept every good move": the lines a side trains on a lesson.

const demo = readLessonPgn(seedLessons[0]!.pgn)
const fenAfter = (moves: string[]) => {
  const chess = new Chess()
  for (const move of moves) chess.move(move)
  return chess.fen()
}

test('the demo main line as Black: 45 moves from 1... d5, three drills of 20, 20 and 5, each from where the last ended', () => {
  const lines = trainingLines(demo, 'black')
  expect(lines.map((line) => line.solution.length)).toEqual([20, 20, 5])
  const sans = demo.moves.map((move) => move.san)
  expect(lines[0]!.fen).toBe(fenAfter(['d4']))
  expect(lines[0]!.solution[0]).toBe('d5')
  expect(lines[1]!.fen).toBe(fenAfter(sans.slice(0, 21)))
  expect(lines[2]!.fen).toBe(fenAfter(sans.slice(0, 41)))
  expect(lines[2]!.solution).toEqual(sans.slice(41))
})

test('as White: from the first move, 20, 20 and 6', () => {
  expect(trainingLines(demo, 'white').map((line) => line.solution.length)).toEqual([20, 20, 6])
})

// 2. Bc4!? leaves the main line with White's move; 2... d6 with Black's.
const twoVariations = readLessonPgn('1. e4 e5 2. Nf3 (2. Bc4!? Nf6) Nc6 (2... d6 3. d4) 3. Bb5 *')

test('as White: the main line accepts the sibling marked !?, and a variation starting with Black begins one move earlier', () => {
  expect(trainingLines(twoVariations, 'white')).toEqual([
    { fen: fenAfter([]), solution: ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'], alternatives: [[], ['Bc4']] },
    { fen: fenAfter(['e4', 'e5']), solution: ['Bc4', 'Nf6'], alternatives: [] },
    { fen: fenAfter(['e4', 'e5']), solution: ['Nf3', 'd6', 'd4'], alternatives: [['Bc4']] },
  ])
})

test('as Black: the main line from 1... e5, and the variation of White one move earlier', () => {
  expect(trainingLines(twoVariations, 'black')).toEqual([
    { fen: fenAfter(['e4']), solution: ['e5', 'Nf3', 'Nc6', 'Bb5'], alternatives: [] },
    { fen: fenAfter(['e4']), solution: ['e5', 'Bc4', 'Nf6'], alternatives: [] },
    { fen: fenAfter(['e4', 'e5', 'Nf3']), solution: ['d6', 'd4'], alternatives: [] },
  ])
})

test('a variation of the first move, for the side that does not play it, starts after it', () => {
  const lesson = readLessonPgn('1. d4 (1. e4 c5 2. Nf3) d5 *')
  expect(trainingLines(lesson, 'black').map((line) => line.solution)).toEqual([
    ['d5'],
    ['c5', 'Nf3'],
  ])
})

test('a nested variation, and a good variation that is the sibling of the variation itself', () => {
  const lesson = readLessonPgn('1. e4 e5 (1... c5! 2. Nf3 d6 (2... Nc6!)) (1... e6!?) *')
  const black = trainingLines(lesson, 'black')
  expect(black[0]).toMatchObject({ solution: ['e5'], alternatives: [['c5', 'e6']] })
  expect(black).toContainEqual({
    fen: fenAfter(['e4']),
    solution: ['c5', 'Nf3', 'd6'],
    alternatives: [['e6'], ['Nc6']],
  })
  expect(black).toContainEqual({
    fen: fenAfter(['e4', 'c5', 'Nf3']),
    solution: ['Nc6'],
    alternatives: [],
  })
  expect(black).toContainEqual({ fen: fenAfter(['e4']), solution: ['e6'], alternatives: [['c5']] })
})

test('a drill holds its line while it has the answer and every accepted move, more allowed', () => {
  const [line] = trainingLines(twoVariations, 'white')
  expect(drillHoldsLine({ ...line!, alternatives: [['d4'], ['Bc4', 'd4']] }, line!)).toBe(true)
  expect(drillHoldsLine({ ...line!, alternatives: [] }, line!)).toBe(false)
  expect(drillHoldsLine({ ...line!, solution: ['e4'] }, line!)).toBe(false)
})
