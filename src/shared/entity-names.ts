/**
 * The names entities are built from, free of zod so that the page's first visit can use them
 * without it (docs/performance.md). The shapes themselves are in entities.ts.
 */

/** The page's languages (docs/product.md, "Gambit in your language"); an account keeps one. */
export const PAGE_LANGUAGES = ['en', 'es', 'hi'] as const
export type PageLanguage = (typeof PAGE_LANGUAGES)[number]

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type Level = (typeof LEVELS)[number]

/**
 * A user's own video lists. Each is answered as `{ [name]: Video[] }` (e.g. `{ likes: [...] }`),
 * in the order the videos were added.
 */
export const VIDEO_LISTS = ['likes', 'watchlater', 'history'] as const
export type VideoListName = (typeof VIDEO_LISTS)[number]

/** What a coach assigns a class (docs/product.md, "Homework that grades itself"). */
export const ASSIGNMENT_KINDS = ['playlist', 'guess', 'puzzles'] as const
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number]
