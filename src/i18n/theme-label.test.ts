import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { switchLanguage } from '@/i18n/choose-language'
import { themeName } from '@/shared/puzzle-themes'
import { themeLabel } from './theme-label'

afterEach(() => switchLanguage('en'))

const ids = [
  ...readFileSync(path.join(__dirname, 'theme-label.ts'), 'utf8').matchAll(/case '(\w+)'/g),
].map(([, id]) => id!)

test('in English each theme is named as the back end names it', () => {
  expect(ids.length).toBeGreaterThan(60)
  for (const id of ids) expect(themeLabel(id), id).toBe(themeName(id))
})

test('in Spanish a theme has its Spanish name; one the page does not know keeps the English', async () => {
  await switchLanguage('es')
  expect(themeLabel('fork')).toBe('Ataque doble')
  expect(themeLabel('mateIn2')).toBe('Mate en 2')
  expect(themeLabel('someNewTheme')).toBe('Some new theme')
})
