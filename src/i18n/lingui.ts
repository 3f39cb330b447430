import { setupI18n, type Messages } from '@lingui/core'
import type { MessageValues } from './english'
import type { Language } from './languages'

/**
 * How a language other than English says a message: Lingui over its compiled catalogue (ICU
 * plurals by the language's own rules); undefined for a message the catalogue lacks (none
 * reaches a build: a test fails first), which translate.ts then says in English.
 */
export function translatorFor(language: Exclude<Language, 'en'>, messages: Messages) {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } })
  return (message: string, values?: MessageValues): string | undefined =>
    Object.hasOwn(messages, message) ? i18n._(message, values) : undefined
}
