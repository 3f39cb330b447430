import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { matchRoutes, StaticRouter } from 'react-router'
import { createQueryClient } from '@/app/providers'
import { Root } from '@/app/root'
import { routes, type BuildCatalogue, type QueryData } from '@/app/routes'
import { configureApiClient } from '@/lib/api-client'
import { defaultSeed } from '@/mock-server/seed/seed-data'

/**
 * The build's prerender (build/prerender.ts) loads this module in Node and renders every public
 * screen of the route table to HTML (docs/architecture.md, "Prerendered pages").
 */
export { routes }

export type RenderedPage = {
  html: string
  data: QueryData
  /** The path the HTML is for, or "*" (404.html: any path no screen matches). */
  renderedFor: string
  /** The screen's file under app/routes/, whose chunk the page preloads. */
  page: string
}

// No back end while prerendering: a query the page did not ship data for stays pending.
configureApiClient({
  fetch: () => new Promise(() => undefined),
  ready: new Promise(() => undefined),
})

/** The HTML of `path` as a visitor first sees it, and the query data it was rendered with. */
export async function renderPage(path: string, catalogue: BuildCatalogue): Promise<RenderedPage> {
  const [match] = matchRoutes(routes, path) ?? []
  const data = match?.route.prerender?.data?.(path, catalogue) ?? []
  const queryClient = createQueryClient()
  for (const [key, value] of data) queryClient.setQueryData(key, value)
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  )
  // One complete document: no boundary is outlined, to be revealed later by a script.
  const { prelude } = await prerenderToNodeStream(
    <Root Router={Router} queryClient={queryClient} />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  const route = match?.route
  return {
    html,
    data,
    renderedFor: route?.path === '*' ? '*' : path,
    page: route?.page ?? 'not-found',
  }
}

/** The catalogue the build prerenders with: the seed the back end starts from. */
export const buildCatalogue: BuildCatalogue = {
  videos: defaultSeed.videos,
  categories: defaultSeed.categories,
}

/** Every path to prerender, from the route table (a new public route is included by itself). */
export function prerenderPaths(): string[] {
  return routes.flatMap((route) => route.prerender?.paths(buildCatalogue) ?? [])
}

/** The app's screens as route patterns, for servers that must tell a screen from a 404. */
export const screenPatterns = routes.map(({ path }) => path).filter((path) => path !== '*')
