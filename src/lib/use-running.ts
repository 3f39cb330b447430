import { useSyncExternalStore } from 'react'

// Whether the page runs in the browser: false while a screen is prerendered and hydrated (its
// shell is the same for every address), true once it runs (docs/architecture.md, "Prerendered
// pages"). /analysis and /play read their position from the address only then.

const noChange = () => () => undefined
const inBrowser = () => true
const inPrerender = () => false

export const useRunning = (): boolean => useSyncExternalStore(noChange, inBrowser, inPrerender)
