import { expect, test } from 'vitest'
import { readBestMove, readInfo } from './uci'

// Lines as Stockfish 17 and 19 write them.

test('an info line with a depth, a score and a line is read; its MultiPV, bound and nodes too', () => {
  expect(
    readInfo(
      'info depth 12 seldepth 16 multipv 2 score cp -35 nodes 48213 nps 401775 hashfull 9 tbhits 0 time 120 pv e7e5 g1f3 b8c6',
    ),
  ).toEqual({
    depth: 12,
    multipv: 2,
    score: { cp: -35 },
    pv: ['e7e5', 'g1f3', 'b8c6'],
    nodes: 48213,
  })
  expect(readInfo('info depth 20 score mate -3 upperbound nodes 9 pv h7h8q')).toEqual({
    depth: 20,
    multipv: 1,
    score: { mate: -3 },
    bound: 'upper',
    pv: ['h7h8q'],
    nodes: 9,
  })
  expect(readInfo('info depth 7 score cp 12 lowerbound pv d2d4')?.bound).toBe('lower')
})

test('other lines are not lines of a search', () => {
  for (const line of [
    'info string NNUE evaluation using nn-37f18f62d772.nnue enabled',
    'info depth 5 currmove e2e4 currmovenumber 1',
    'info depth 9 score cp 20',
    'info score cp 20 pv e2e4',
    'info depth 9 score wdl 500 400 100 pv e2e4',
    'info depth x score cp 20 pv e2e4',
    'readyok',
    '',
  ])
    expect(readInfo(line), line).toBeNull()
})

test('bestmove: the move, or none when the game is over on the board', () => {
  expect(readBestMove('bestmove e2e4 ponder e7e5')).toEqual({ best: 'e2e4' })
  expect(readBestMove('bestmove (none)')).toEqual({ best: null })
  expect(readBestMove('bestmove')).toBeNull()
  expect(readBestMove('info depth 1 score cp 0 pv e2e4')).toBeNull()
})
