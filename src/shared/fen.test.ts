import { expect, test } from 'vitest'
import { isFenLayout } from './fen'

test('real positions are accepted', () => {
  for (const fen of [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2',
    '8/8/8/4k3/8/8/8/4K3 b - - 12 60',
    '  r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1  ',
    '4k3/8/8/8/8/8/QQQQQQQQ/Q3K3 b - - 0 1', // eight promotions
    '1r2k2r/8/8/8/8/8/8/4K3 b k - 0 1', // the h-rook castles; the a-file has none
  ])
    expect(isFenLayout(fen)).toBe(true)
})

test('anything else is refused', () => {
  for (const fen of [
    '',
    'hello',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0', // five fields
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', // seven ranks
    'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', // nine squares
    'rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', // two digits in a row
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1', // no white king
    'rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', // two black kings
    'pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', // a pawn on the last rank
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', // side to move
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QK - 0 1', // castling out of order
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1', // en passant rank
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBXKBNR w KQkq - 0 1', // not a piece
    '4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1', // castling without rooks
    'r3k3/8/8/8/8/8/8/4K3 b k - 0 1', // the king's side without its rook
    'r3k2r/8/8/8/8/8/8/R2K3R w K - 0 1', // the king off its square
    '4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1', // nine pawns
    '4k3/8/8/8/8/8/QQQQQQQQ/QQ2K3 w - - 0 1', // nine queens: more than promotions allow
    '3nkn2/1n5n/8/8/8/8/pppppppp/4K3 w - - 0 1', // eight pawns and six knights
  ])
    expect(isFenLayout(fen), fen).toBe(false)
})
