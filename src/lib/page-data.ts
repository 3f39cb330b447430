import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * A prerendered page carries the query data it shows (the catalogue) in
 * <script id="gambit-data" type="application/json">, so its first screen needs neither
 * JavaScript nor the back end, and hydration renders exactly what the build rendered.
 */
export const PAGE_DATA_ID = 'gambit-data'

let seeded: QueryKey[] = []

/** Puts the page's data into the cache before hydration; false when the page has no such script. */
export function seedFromPage(queryClient: QueryClient): boolean {
  const element = document.getElementById(PAGE_DATA_ID)
  if (!element) return false
  try {
    const entries = JSON.parse(element.textContent || '[]') as [QueryKey, unknown][]
    for (const [key, data] of entries) queryClient.setQueryData(key, data)
    seeded = entries.map(([key]) => key)
    return true
  } catch {
    return false
  }
}

/** After hydration the app still reads the back end: the page's data is refetched. */
export function refreshSeeded(queryClient: QueryClient): void {
  for (const queryKey of seeded.splice(0))
    void queryClient.invalidateQueries({ queryKey, exact: true })
}
