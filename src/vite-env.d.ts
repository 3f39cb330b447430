/** A new value per build; the page waits for the worker registered with it. */
declare const __BUILD_ID__: string
