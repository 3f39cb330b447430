import { afterEach, expect, test } from 'vitest'
import { switchLanguage } from './choose-language'
import { t, tIn } from './translate'

afterEach(() => switchLanguage('en'))

// The sidebar's "Play" (a game) and the Move box's "Play" (a move): one word in English and in
// Spanish, two in Hindi (docs/decisions/032).
test('a message with a context says its own words: English has them, Hindi tells them apart', async () => {
  expect([tIn('a game', 'Play'), t('Play')]).toEqual(['Play', 'Play'])
  await switchLanguage('es')
  expect([tIn('a game', 'Play'), t('Play')]).toEqual(['Jugar', 'Jugar'])
  await switchLanguage('hi')
  expect([tIn('a game', 'Play'), t('Play')]).toEqual(['खेलें', 'चलें'])
})

test('a context the catalogue lacks says the English words, not the key', async () => {
  await switchLanguage('hi')
  expect(tIn('a context nobody wrote', 'Play')).toBe('Play')
})
