/**
 * Where a token is needed (docs/api.md, "Authentication"): the app authenticates these and the
 * OpenAPI document marks them, from this one list, so the two cannot disagree.
 */
export const TOKEN_PATHS = ['/user', '/catalogue', '/classes'] as const

/** Public, and a learner's own answer with a token (the next puzzle not yet solved). */
export const OPTIONAL_TOKEN_PATHS = ['/puzzles/next'] as const

/** The curators' part, behind the token (app.ts). */
export const CURATOR_PATH = '/catalogue'

/** Whether a route (a pattern under /api) needs a token; logging out ends the token's session. */
export const needsToken = (path: string) =>
  TOKEN_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
  path === '/auth/logout'
