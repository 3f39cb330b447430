import { expect, test } from 'vitest'
import { isLegalPosition } from './chess-rules'
import { tidyFen } from './fen'
import { indexedEpdOf, legalIndexedEpdOf } from './lesson-rules'

// One chess.js board for "Lessons with this position"'s two checks: it must say what the two
// said apart (a legal position, and its key with chess.js's en-passant square).
const FENS = [
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
  'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3',
  '  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq - 0 1 ',
  '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1',
  '4k3/8/8/8/8/8/4R3/4K3 b - - 0 1',
  '4k3/8/8/8/8/8/8/4K3 w - -',
  '8/8/8/8/8/8/8/4K3 w - - 0 1',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1',
  'not a position',
  '',
]

test.each(FENS)('%j: legal and keyed as the two checks apart say', (fen) => {
  const legal = isLegalPosition(tidyFen(fen))
  expect(legalIndexedEpdOf(fen)).toBe(legal ? indexedEpdOf(fen) : null)
})

test('a position whose side not to move is in check is no position; a pawn that cannot take has no en-passant square', () => {
  expect(legalIndexedEpdOf('4k3/8/8/8/8/8/4R3/4K3 w - - 0 1')).toBeNull()
  expect(legalIndexedEpdOf('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1')).toBe(
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -',
  )
})
