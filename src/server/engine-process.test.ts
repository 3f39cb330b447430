import { Chess } from 'chess.js'
import { afterAll, expect, test } from 'vitest'
import { judgeMove } from '@/shared/engine-judge'
import { EngineProcess } from './engine-process'
import { engineLevel } from '@/shared/engine-levels'

// The real engine on Node (docs/engine.md, "The server's engine"), on positions whose verdict is
// far from the threshold: 1. e4 e5 2. Qh5 Nc6 3. Bc4, where Black must meet the threat on f7.

const THREAT = 'r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3'
const engine = new EngineProcess()
afterAll(() => engine.close())

test('Stockfish judges a sound defence good and a move that allows mate not', async () => {
  const defended = await judgeMove(engine.search, THREAT, 'g7g6')
  expect(defended).toMatchObject({ good: true, played: { san: 'g6' } })
  const mated = await judgeMove(engine.search, THREAT, 'g8f6')
  expect(mated?.good).toBe(false)
  // The line that punishes it starts with the move and the mate.
  expect(mated?.played.line.slice(0, 2)).toEqual(['Nf6', 'Qxf7#'])
  expect(mated?.played.score).toEqual({ mate: -1 })
}, 30_000)

test('searches asked together are answered one after the other, each its own', async () => {
  const [start, threat] = await Promise.all([
    engine.search('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
    engine.search(THREAT, ['g8f6']),
  ])
  expect(start.pv[0]).toMatch(/^[a-h][1-8][a-h][1-8]$/)
  expect(threat.pv.slice(0, 2)).toEqual(['g8f6', 'h5f7'])
}, 30_000)

test('at level 8 the engine mates in one; at level 1 it still answers a legal move in time', async () => {
  const player = new EngineProcess()
  try {
    // Puzzle 001KR after 1... Kg8: Rf8 mates, and so does Rd8.
    const mateInOne = '6k1/p1p3pp/4N3/1p6/2q1r1n1/2B5/PP4PP/3R1R1K w - - 0 29'
    const played = (await player.play(mateInOne, engineLevel(8)))!
    const board = new Chess(mateInOne)
    board.move({ from: played.slice(0, 2), to: played.slice(2, 4) })
    expect(board.isCheckmate()).toBe(true)
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
    expect(await player.play(start, engineLevel(1))).toMatch(/^[a-h][1-8][a-h][1-8]$/)
  } finally {
    player.close()
  }
}, 30_000)
