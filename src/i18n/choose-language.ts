import { isLanguage, LANGUAGE_KEY, type Language } from './languages'
import { currentLanguage, speak } from './translate'

/** Puts the page in a language once its words are loaded (English has none to load). */
export async function switchLanguage(language: Language): Promise<void> {
  speak(
    language,
    language === 'en' ? undefined : await (await import('./lingui')).translatorFor(language),
  )
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
  await switchLanguage(language)
}

/** Another tab chose a language: this one is drawn again in it too. */
export function followLanguageAcrossTabs() {
  addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_KEY && isLanguage(event.newValue))
      void switchLanguage(event.newValue).catch(() => undefined)
  })
}
