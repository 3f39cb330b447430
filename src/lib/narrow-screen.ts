/** The phone layout's breakpoint; the stylesheets use the same width (docs/architecture.md). */
export const NARROW_SCREEN = '(max-width: 720px)'

/** Read at the moment of a click, never during render, so server and client render alike. */
export const isNarrowScreen = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches
