/** A new value per build; the page waits for the worker registered with it. */
declare const __BUILD_ID__: string

/** True only in `vite build --mode bench`, whose worker is seeded with 10,000 videos. */
declare const __BENCH__: boolean
