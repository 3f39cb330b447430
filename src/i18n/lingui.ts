import { setupI18n, type Messages } from '@lingui/core'
import type { MessageValues } from './english'
import type { Language } from './languages'

/**
 * Hindi's font (styles/base.css) loaded before the page is drawn in Hindi: text first drawn while
 * it loaded was left in missing-glyph boxes by Chromium on a system without Devanagari letters.
 */
const lettersOf = async (language: Exclude<Language, 'en'>) => {
  if (language !== 'hi' || typeof document === 'undefined' || !document.fonts) return
  await Promise.all(
    ['400', '700'].map((weight) =>
      document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'हि').catch(() => undefined),
    ),
  )
}

// One chunk per language: a Spanish visitor never loads the Hindi words.
const catalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('virtual:catalogue/es'),
  hi: () => import('virtual:catalogue/hi'),
}

/**
 * How a language other than English says a message: Lingui over its compiled catalogue (ICU
 * plurals by the language's own rules); undefined for a message the catalogue lacks (none
 * reaches a build: a test fails first), which translate.ts then says in English.
 */
export async function translatorFor(language: Exclude<Language, 'en'>) {
  const [{ default: messages }] = await Promise.all([catalogues[language](), lettersOf(language)])
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } })
  return (message: string, values?: MessageValues): string | undefined =>
    Object.hasOwn(messages, message) ? i18n._(message, values) : undefined
}
