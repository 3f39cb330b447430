import { Chess } from 'chess.js'
import { expect, test } from 'vitest'
import { boardMessages, isLegalPosition, readGame, spokenMove, START_FEN } from './board-moves'
import { tryMove } from '@/shared/game-tree'

test('moves are taken in SAN and UCI, promotion from the text; an illegal one changes nothing', () => {
  const chess = new Chess()
  expect(tryMove(chess, 'Nf3')?.san).toBe('Nf3')
  expect(tryMove(chess, 'e7e5')?.san).toBe('e5')
  expect(tryMove(chess, 'Ke3')).toBeNull()
  expect(tryMove(chess, 'castle!')).toBeNull()
  expect(chess.history()).toEqual(['Nf3', 'e5'])
  const promoting = new Chess('8/4P3/8/8/8/8/k7/4K3 w - - 0 1')
  expect(tryMove(promoting, 'e7e8n')?.san).toBe('e8=N')
  promoting.undo()
  expect(tryMove(promoting, 'e8=Q')?.san).toBe('e8=Q')
})

test('a position is legal only with the side not to move out of check, one king each, no pawn on the edge ranks', () => {
  expect(isLegalPosition(START_FEN)).toBe(true)
  expect(isLegalPosition('4k3/8/8/8/8/8/4R3/4K3 w - - 0 1')).toBe(false)
  expect(isLegalPosition('4k3/8/8/8/8/8/4R3/4K3 b - - 0 1')).toBe(true)
  expect(isLegalPosition('4k3/8/8/8/8/8/8/8 w - - 0 1')).toBe(false)
  expect(isLegalPosition('P3k3/8/8/8/8/8/8/4K3 w - - 0 1')).toBe(false)
})

test('Load position reads a FEN or a PGN (its moves from its start) and refuses the rest', () => {
  expect(readGame('4k3/8/8/8/8/8/4R3/4K3 b - - 0 1')).toEqual({
    startFen: '4k3/8/8/8/8/8/4R3/4K3 b - - 0 1',
    moves: [],
  })
  expect(readGame('1. e4 e5 2. Nf3 Nc6 *')).toEqual({
    startFen: START_FEN,
    moves: ['e4', 'e5', 'Nf3', 'Nc6'],
  })
  expect(readGame('4k3/8/8/8/8/8/4R3/4K3 w - - 0 1')).toEqual({
    error: boardMessages.illegalPosition,
  })
  expect(readGame('hello')).toEqual({ error: boardMessages.unreadable })
  expect(readGame('1. e4 e5 2. Ke3 *')).toEqual({ error: boardMessages.unreadable })
  expect(readGame('  ')).toEqual({ error: boardMessages.unreadable })
})

test('a move is said in words', () => {
  expect(spokenMove({ color: 'w', san: 'Nf3' })).toBe('White plays knight f3')
  expect(spokenMove({ color: 'b', san: 'exd5' })).toBe('Black plays pawn e takes d5')
  expect(spokenMove({ color: 'w', san: 'O-O' })).toBe('White castles kingside')
  expect(spokenMove({ color: 'w', san: 'e8=Q+' })).toBe(
    'White plays pawn e8 promotes to queen, check',
  )
  expect(spokenMove({ color: 'b', san: 'Qh4#' })).toBe('Black plays queen h4, checkmate')
})
