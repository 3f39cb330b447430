import { useSyncExternalStore } from 'react'
import { formatEnglish, type MessageValues } from './english'
import type { Language } from './languages'

type Say = (message: string, values?: MessageValues) => string | undefined

const state: { language: Language; say?: Say } = { language: 'en' }
const listeners = new Set<() => void>()

/**
 * A message in the page's language. The message is the English words, ICU MessageFormat where
 * it has values ("{count, plural, one {# due} other {# due}}"): the catalogues' key (a test
 * finds every one in the code and fails on one missing from a catalogue, docs/decisions/032).
 */
export const t = (message: string, values?: MessageValues): string =>
  state.say?.(message, values) ?? formatEnglish(message, values)

/** gettext's separator of a message's context from its words (its `msgctxt`). */
export const CONTEXT_SEPARATOR = '\u0004'

/**
 * A message whose English words mean two things in another language: the sidebar's "Play" (a
 * game, खेलें in Hindi) and the Move box's "Play" (a move, चलें). Its catalogues' key is the
 * context, the separator and the words; English says the words (docs/decisions/032).
 */
export const tIn = (context: string, message: string, values?: MessageValues): string =>
  state.say?.(`${context}${CONTEXT_SEPARATOR}${message}`, values) ?? formatEnglish(message, values)

export const currentLanguage = (): Language => state.language

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * The page's language; a component that reads it is drawn again when it changes. A page
 * prerendered in a language is hydrated in it (its words loaded first): the server's snapshot is
 * the same language, the build's while it prerenders.
 */
export const useLanguage = (): Language =>
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage)

/**
 * The page speaks `language` with `say` (its loaded words; none for English): `<html lang>`
 * follows, and every screen is drawn again in it. Loading them is choose-language.ts's: this
 * module, on every screen, stays free of it.
 */
export function speak(language: Language, say?: Say): void {
  state.language = language
  state.say = say
  if (typeof document !== 'undefined') document.documentElement.lang = language
  for (const listener of listeners) listener()
}
