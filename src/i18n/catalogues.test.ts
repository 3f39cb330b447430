import { compileMessage } from '@lingui/message-utils/compileMessage'
import { setupI18n } from '@lingui/core'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { readCatalogue } from '../../build/catalogues-plugin'
import { formatEnglish } from './english'
import { LANGUAGES } from './languages'
import { messagesInCode } from './messages-in-code'

const root = path.resolve(__dirname, '../..')
const { messages, unreadable, atLoad } = messagesInCode(path.join(root, 'src'))

/** The names of a compiled message's values, and which of them are counted (plural). */
function argumentsOf(compiled: unknown, into = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(compiled)) return into
  for (const token of compiled) {
    if (!Array.isArray(token)) continue
    const [name, kind, branches] = token as [string, string | undefined, unknown]
    into.set(name, kind ?? 'text')
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches)) argumentsOf(branch, into)
  }
  return into
}

test('the page says its messages through t() with the words written out, when it draws', () => {
  expect(unreadable).toEqual([])
  expect({ atLoad }).toEqual({ atLoad: [] })
  expect(messages.length).toBeGreaterThan(0)
})

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s catalogue', (language) => {
  const catalogue = readCatalogue(root, language)

  test('has every message the code says, and none it does not', () => {
    const keys = Object.keys(catalogue).sort()
    expect({ missing: messages.filter((message) => !(message in catalogue)) }).toEqual({
      missing: [],
    })
    expect({ unused: keys.filter((key) => !messages.includes(key)) }).toEqual({ unused: [] })
  })

  test('says each with the values the English has, none left untranslated', () => {
    for (const [english, said] of Object.entries(catalogue)) {
      expect(said.trim(), english).not.toBe('')
      expect(argumentsOf(compileMessage(said)), english).toEqual(
        argumentsOf(compileMessage(english)),
      )
    }
  })
})

test('English, said without the library, is what Lingui says', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  for (const message of messages) {
    const compiled = compileMessage(message)
    i18n.load('en', { [message]: compiled })
    for (const count of [0, 1, 2, 1200]) {
      const values = Object.fromEntries(
        [...argumentsOf(compiled)].map(([name, kind]) => [name, kind === 'plural' ? count : 'x']),
      )
      expect(formatEnglish(message, values), message).toBe(i18n._(message, values))
    }
  }
})
