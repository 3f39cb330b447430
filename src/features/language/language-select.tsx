import { useId } from 'react'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages'
import { t, useLanguage } from '@/i18n/translate'
import { chooseLanguage, prepareLanguages } from '@/i18n/choose-language'

type LanguageSelectProps = {
  /** Which of the page's selects this is: focus comes back to it once the page is redrawn. */
  place: 'sidebar' | 'more' | 'profile'
  /** Signed in, the account keeps the choice too: it follows the learner to another device. */
  signedIn: boolean
}

/**
 * The select "Language" (the sidebar's foot, "More" on a phone, /profile): each language named in
 * itself, so a learner finds theirs whatever the page speaks.
 */
export function LanguageSelect({ place, signedIn }: LanguageSelectProps) {
  const language = useLanguage()
  const id = useId()
  const change = async (chosen: string) => {
    if (!isLanguage(chosen)) return
    try {
      await chooseLanguage(chosen)
    } catch {
      // The toasts' code is not part of a first visit (app/providers.tsx).
      const { notify } = await import('@/components/ui/toast')
      notify.error(t('That language could not be loaded. Try again when you are online.'))
      return
    }
    // Its request code loads with it: no part of a first visit (docs/decisions/008).
    if (signedIn)
      void import('./api')
        .then(({ keepLanguageOnAccount }) => keepLanguageOnAccount(chosen))
        .catch(() => undefined)
    // Every screen is drawn again in the language: the select is a new one.
    requestAnimationFrame(() =>
      document.querySelector<HTMLSelectElement>(`select[data-place="${place}"]`)?.focus(),
    )
  }
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('Language')}</label>
      <select
        id={id}
        className="text-field"
        data-place={place}
        value={language}
        onFocus={prepareLanguages}
        onPointerEnter={prepareLanguages}
        onChange={(event) => void change(event.target.value)}
      >
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
    </div>
  )
}
