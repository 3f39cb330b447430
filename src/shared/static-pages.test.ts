import { expect, test } from 'vitest'
import { askedLanguage, pageFileFor } from './static-pages'

test('the language a page is asked in: the cookie, else Accept-Language, else English', () => {
  expect(askedLanguage('a=1; gambit-language=hi', 'es-ES,es;q=0.9')).toBe('hi')
  expect(askedLanguage('gambit-language=fr', 'fr-FR, es-MX;q=0.8, en;q=0.5')).toBe('es')
  expect(askedLanguage(undefined, 'en-GB,es;q=0.9')).toBe('en')
  expect(askedLanguage('gambit-language=es-evil', 'de')).toBe('en')
  expect(askedLanguage(null, null)).toBe('en')
})

test('a page prerendered in the language answers when the build has it, else the English', () => {
  const files = new Set([
    '/index.html',
    '/index.es.html',
    '/explore.html',
    '/404.html',
    '/404.hi.html',
  ])
  const has = (file: string) => files.has(file)
  const screens = ['/', '/explore', '/playlist']
  expect(pageFileFor('/', has, screens, 'es')).toEqual({ file: '/index.es.html', status: 200 })
  expect(pageFileFor('/explore', has, screens, 'es')).toEqual({
    file: '/explore.html',
    status: 200,
  })
  expect(pageFileFor('/playlist', has, screens, 'hi')).toEqual({ file: '/shell.html', status: 200 })
  expect(pageFileFor('/nowhere', has, screens, 'hi')).toEqual({ file: '/404.hi.html', status: 404 })
  expect(pageFileFor('/', has, screens)).toEqual({ file: '/index.html', status: 200 })
})
