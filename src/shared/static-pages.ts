import { PAGE_LANGUAGES } from './entity-names.ts'

/**
 * Which file of the build answers a page's address (docs/architecture.md, "Prerendered pages").
 * The preview server, the Node server and the service worker (offline) all decide the same way:
 * the page prerendered for the path, else the shell for a screen of the app (a user's own pages),
 * else 404.html for an address no screen matches.
 */

/** "/" → "/index.html", "/explore" → "/explore.html", "/singlevideo/x" → "/singlevideo/x.html". */
export function prerenderedFile(pathname: string): string {
  return pathname === '/' ? '/index.html' : `${pathname.replace(/\/+$/, '')}.html`
}

export const SHELL_FILE = '/shell.html'
export const NOT_FOUND_FILE = '/404.html'

/** Whether a path matches a route pattern such as "/singlevideo/:videoId". */
export function matchesPattern(pathname: string, pattern: string): boolean {
  const parts = pathname.split('/').filter(Boolean)
  const wanted = pattern.split('/').filter(Boolean)
  return (
    parts.length === wanted.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === parts[index])
  )
}

/** The page's languages other than English, each prerendered too (docs/decisions/032). */
export const PAGE_LANGUAGES_BUT_ENGLISH = PAGE_LANGUAGES.filter((language) => language !== 'en')

/** A prerendered page in another language: "/explore.html" in Spanish is "/explore.es.html". */
export const inLanguage = (file: string, language: string) =>
  language === 'en' ? file : file.replace(/\.html$/, `.${language}.html`)

/** The cookie in which the page tells a host the language it is read in. */
export const LANGUAGE_COOKIE = 'gambit-language'

/**
 * The language a page is asked in: the device's choice (its cookie), else the first language of
 * Accept-Language that the page speaks, else English.
 */
export function askedLanguage(cookie?: string | null, acceptLanguage?: string | null): string {
  const spoken = (language: string | undefined) =>
    (PAGE_LANGUAGES as readonly string[]).includes(language ?? '')
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)(?:;|$)`).exec(cookie ?? '')?.[1]
  if (spoken(chosen)) return chosen!
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const base = tag.split(';')[0]?.trim().split('-')[0]?.toLowerCase()
    if (spoken(base)) return base!
  }
  return 'en'
}

/**
 * The file that answers a navigation to `pathname` in `language`, given the files the build
 * wrote: a page prerendered in that language when there is one, else the English.
 */
export function pageFileFor(
  pathname: string,
  hasFile: (file: string) => boolean,
  screens: string[],
  language = 'en',
): { file: string; status: 200 | 404 } {
  const found = (file: string) =>
    hasFile(inLanguage(file, language)) ? inLanguage(file, language) : file
  const prerendered = prerenderedFile(pathname)
  if (hasFile(prerendered)) return { file: found(prerendered), status: 200 }
  if (screens.some((pattern) => matchesPattern(pathname, pattern)))
    return { file: SHELL_FILE, status: 200 }
  return { file: found(NOT_FOUND_FILE), status: 404 }
}
