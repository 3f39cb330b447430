import { afterEach, expect, test } from 'vitest'
import { switchLanguage } from '@/i18n/choose-language'
import { englishSan, movesToTry } from './spanish-san'

afterEach(() => switchLanguage('en'))

test.each([
  ['Cf3', 'Nf3'],
  ['Axb5+', 'Bxb5+'],
  ['Dd8#', 'Qd8#'],
  ['Tfe1', 'Rfe1'],
  ['Rg1', 'Kg1'],
  ['exd8=D+', 'exd8=Q+'],
  ['e8C', 'e8=N'],
  [' e4 ', 'e4'],
  ['O-O', 'O-O'],
])('%s, with Spanish letters, is %s', (spanish, english) => {
  expect(englishSan(spanish)).toBe(english)
})

test('English tries the move as typed; Spanish tries its Spanish reading first, then English SAN', async () => {
  expect(movesToTry('Rf1')).toEqual(['Rf1'])
  await switchLanguage('es')
  expect(movesToTry('Rf1')).toEqual(['Kf1', 'Rf1'])
  expect(movesToTry('Nf3')).toEqual(['Nf3'])
  expect(movesToTry('Cf3')).toEqual(['Nf3', 'Cf3'])
})
