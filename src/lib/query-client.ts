import type { QueryClient } from '@tanstack/react-query'

/**
 * The page's one query client, made when first needed. TanStack Query's core (7.7 KB gzip) is
 * not part of the first visit: the shell and the landing page read no query, so the client
 * loads with the first screen or feature that does (docs/decisions/013-query-client-on-demand.md).
 */

type Make = () => Promise<QueryClient>

let client: QueryClient | undefined
let loading: Promise<QueryClient> | undefined
let make: Make = () => Promise.reject(new Error('No query client: main.tsx or a test gives one'))

/** How the browser's client is made (main.tsx, which seeds it with the page's data). */
export function setQueryClientMaker(next: Make): void {
  make = next
}

/** Uses an existing client (the build's prerender, tests): nothing loads. */
export function provideQueryClient(existing: QueryClient): void {
  client = existing
  loading = Promise.resolve(existing)
}

/** The client, loading its code on the first call. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= make().then((made) => (client = made))
  return loading
}

/** The client when it exists: with none, nothing is cached and there is nothing to change. */
export const loadedQueryClient = (): QueryClient | undefined => client
