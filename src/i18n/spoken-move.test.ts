import { afterEach, expect, test } from 'vitest'
import { switchLanguage } from '@/i18n/choose-language'
import { GameTree } from '@/shared/game-tree'
import { spokenMove, spokenMoveTo, spokenPosition } from './spoken-move'

// The screen reader's moves in the page's language (docs/product.md, "Gambit in your language").

afterEach(() => switchLanguage('en'))

test('moves and positions are said in Spanish', async () => {
  await switchLanguage('es')
  expect(spokenMove({ color: 'w', san: 'Nf3' })).toBe('Las blancas juegan caballo f3')
  expect(spokenMove({ color: 'b', san: 'exd5' })).toBe('Las negras juegan peón e captura en d5')
  expect(spokenMove({ color: 'w', san: 'O-O-O+' })).toBe('Las blancas enrocan largo, jaque')
  expect(spokenMove({ color: 'b', san: 'Qh4#' })).toBe('Las negras juegan dama h4, jaque mate')
  expect(spokenPosition('6k1/8/8/8/8/8/8/3RR1K1 b - - 0 1')).toBe(
    'Blancas: rey g1, torres d1 y e1. Negras: rey g8. Juegan las negras.',
  )
})

test('and in Hindi', async () => {
  await switchLanguage('hi')
  expect(spokenMove({ color: 'w', san: 'Nf3' })).toBe('सफ़ेद की चाल: घोड़ा f3')
  expect(spokenMove({ color: 'w', san: 'e8=Q+' })).toBe('सफ़ेद की चाल: प्यादा e8 और वज़ीर बनता है, शह')
})

test('a move of a tree is said by the side that had the move before it, from any start', () => {
  // Black to move first (a puzzle's, or a lesson from a position): its first move is Black's.
  const tree = new GameTree('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')
  const reply = tree.play('c5')!
  const next = tree.play('Nf3')!
  expect(spokenMoveTo(reply)).toBe('Black plays pawn c5')
  expect(spokenMoveTo(next)).toBe('White plays knight f3')
})
