export const PRODUCT_NAME = 'Gambit'

export const STORAGE_KEYS = {
  auth: 'AUTH',
  theme: 'VIDTHEME',
  playbackRate: 'GAMBIT_PLAYBACK_RATE',
} as const

export const TOAST_DURATION_MS = 3000

export const API_BASE = '/api'

/** The demo guest account (docs/product.md, "Accounts"), used by the Guest Login button. */
export const GUEST_LOGIN = { email: 'guest@gambit.dev', password: 'guest-pass-123' } as const
