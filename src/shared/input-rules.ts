/**
 * Input rules that the page checks before sending and the back end enforces
 * (docs/product.md, "Input rules"): one definition for both sides.
 */

export const MIN_PASSWORD_LENGTH = 8
export const PASSWORD_TOO_SHORT = `Password must have at least ${MIN_PASSWORD_LENGTH} characters`

/** A first or last name, trimmed (signup sends the Name field split in two). */
export const NAME_MAX = 100
export const NAME_TOO_LONG = `Names can have at most ${NAME_MAX} characters.`

export const PLAYLIST_TITLE_MAX = 100
export const PLAYLIST_DESCRIPTION_MAX = 1000
/** A note's text, trimmed (docs/api.md, "Notes"). */
export const NOTE_TEXT_MAX = 2000

/** Trimmed and NFC-normalised, so "Café" typed either way is one title. */
export const normalizeTitle = (title: string) => title.trim().normalize('NFC')

// Whitespace, control and format characters (zero-width spaces, joiners, BOM) and the blank
// letters that render as nothing: a title made only of these looks empty.
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu

export const isVisibleTitle = (title: string) => title.replace(INVISIBLE, '') !== ''

/**
 * Playlist titles are unique per user ignoring case: "Openings" and "openings" collide. Stores
 * keep this key in a unique index, so changing it needs a migration that recomputes them.
 */
export const titleKey = (title: string) => normalizeTitle(title).toLocaleLowerCase('en')

/** The in-browser back end's delay is bounded, so a stored number can never hold requests long. */
export const MAX_DELAY_MS = 10_000
