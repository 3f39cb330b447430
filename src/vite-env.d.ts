/** A new value per build; the page waits for the worker registered with it. */
declare const __BUILD_ID__: string

/** True only in `vite build --mode bench`, whose worker is seeded with 10,000 videos. */
declare const __BENCH__: boolean

/** True in test, e2e and bench builds only: the worker then accepts fault injection. */
declare const __TEST_CONTROLS__: boolean

/** Every file of the page's build (URLs), precached by the worker for offline use. */
declare const __PRECACHE__: string[]

/** The app's screens as route patterns ("/singlevideo/:videoId"), to tell a screen from a 404. */
declare const __SCREENS__: string[]

// Vite's own (vite/client declares the same), for the worker's check, whose types leave vite out:
// the mode of the build, or `test` under Vitest.
interface ImportMetaEnv {
  MODE: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
