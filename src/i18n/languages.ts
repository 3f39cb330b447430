import type { PageLanguage } from '@/shared/entity-names'

/** The page's languages (docs/product.md, "Gambit in your language"), each named in itself. */
export const LANGUAGE_NAMES: Record<PageLanguage, string> = {
  en: 'English',
  es: 'Español',
  hi: 'हिन्दी',
}

export type Language = PageLanguage

// Its keys, rather than shared's list: the first visit carries no more than it needs.
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as Language[]

/**
 * Where the device remembers the learner's choice, and the cookie that tells a host
 * (shared/static-pages.ts, LANGUAGE_COOKIE): index.html's first script reads it (else the
 * browser's first language Gambit speaks) before the first paint (docs/decisions/032).
 */
export const LANGUAGE_KEY = 'gambit-language'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGE_NAMES, value)
