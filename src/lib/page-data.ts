import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * A prerendered page carries the query data it shows (the catalogue) in
 * <script id="gambit-data" type="application/json">, so its first screen needs neither
 * JavaScript nor the back end, and hydration renders exactly what the build rendered.
 */
export const PAGE_DATA_ID = 'gambit-data'

export type PageData = [QueryKey, unknown][]

/** The page's data, or null when it has none (or none that parses). */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID)
  if (!element) return null
  try {
    const entries: unknown = JSON.parse(element.textContent || '[]')
    return Array.isArray(entries) ? (entries as PageData) : null
  } catch {
    return null
  }
}

/**
 * Puts the page's data into a new client's cache, marked stale: a screen hydrates with exactly
 * what the build rendered, then reads the back end's own.
 */
export function seedQueryClient(queryClient: QueryClient, entries: PageData): void {
  for (const [queryKey, data] of entries) {
    queryClient.setQueryData(queryKey, data)
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' })
  }
}
