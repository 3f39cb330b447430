import { useSyncExternalStore } from 'react'

/**
 * A value that lives in this browser (read from localStorage) and that React renders.
 *
 * Hydration rule (docs/architecture.md, "Prerendered pages"): a prerendered page's first client
 * render must equal the server's, which knows nothing of this browser. `use()` therefore renders
 * `serverValue` while hydrating and the browser's value right after (React's server snapshot);
 * a page rendered in the browser from scratch gets the browser's value at once, without a flash.
 */
export function createBrowserStore<T>(read: () => T, serverValue: T) {
  let value: { current: T } | null = null
  const listeners = new Set<() => void>()
  const get = () => (value ??= { current: read() }).current
  const set = (next: T) => {
    value = { current: next }
    listeners.forEach((listener) => listener())
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    get,
    set,
    /** Reads the browser again (another tab changed it). */
    refresh: () => set(read()),
    use: () => useSyncExternalStore(subscribe, get, () => serverValue),
  }
}
