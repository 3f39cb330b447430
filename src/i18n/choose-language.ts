import { isLanguage, LANGUAGE_KEY, type Language } from './languages'
import { currentLanguage, speak } from './translate'
import type { Messages } from '@lingui/core'

// One chunk per language: a Spanish visitor never loads the Hindi words.
const catalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('virtual:catalogue/es'),
  hi: () => import('virtual:catalogue/hi'),
}

/**
 * Hindi's font (styles/base.css) loaded before the page is drawn in Hindi: text first drawn while
 * it loaded was left in missing-glyph boxes by Chromium on a system without Devanagari letters.
 */
const lettersOf = async (language: Language) => {
  if (language !== 'hi' || typeof document === 'undefined' || !document.fonts) return
  await Promise.all(
    ['400', '700'].map((weight) =>
      document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'हि').catch(() => undefined),
    ),
  )
}

/**
 * Puts the page in a language once its words are loaded (English has none to load): Lingui, the
 * language's catalogue and its letters are fetched at once, not one after another.
 */
export async function switchLanguage(language: Language): Promise<void> {
  if (language === 'en') return speak(language)
  const [[{ translatorFor }, { default: messages }]] = await Promise.all([
    wordsOf(language),
    lettersOf(language),
  ])
  speak(language, translatorFor(language, messages))
}

const wordsOf = (language: Exclude<Language, 'en'>) =>
  Promise.all([import('./lingui'), catalogues[language]()])

/**
 * Fetches every language's words before one is chosen (the select "Language" focused or
 * pointed at), so that the choice repaints at once; a failure is the choice's to report.
 */
export const prepareLanguages = () => {
  for (const language of Object.keys(catalogues) as Exclude<Language, 'en'>[])
    wordsOf(language).catch(() => undefined)
}

/**
 * The learner's choice, or their account's at a login: the page is drawn again in it at once
 * and the device remembers it (docs/product.md, "Gambit in your language").
 */
export async function chooseLanguage(language: Language): Promise<void> {
  if (language === currentLanguage()) return
  try {
    localStorage.setItem(LANGUAGE_KEY, language)
  } catch {
    // Storage refused: the choice holds for this visit.
  }
  // The host answers the next page in it (index.html's first script writes it at each visit).
  document.cookie = `${LANGUAGE_KEY}=${language};path=/;max-age=31536000;samesite=lax`
  await switchLanguage(language)
}

/** Another tab chose a language: this one is drawn again in it too. */
export function followLanguageAcrossTabs() {
  addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_KEY && isLanguage(event.newValue))
      void switchLanguage(event.newValue).catch(() => undefined)
  })
}
