import { expect, test } from 'vitest'
import { creatorSlug } from './creator-slug'

test('a slug is lowercase with one hyphen for every run of other characters', () => {
  expect(creatorSlug('ChessBase India')).toBe('chessbase-india')
  expect(creatorSlug('Chess.com')).toBe('chess-com')
  expect(creatorSlug('  GothamChess!! ')).toBe('gothamchess')
  expect(creatorSlug('Anish Girí')).toBe('anish-giri')
})
