import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { generatePath, matchRoutes, StaticRouter } from 'react-router'
import { makeQueryClient } from '@/lib/make-query-client'
import { Root } from '@/app/root'
import { routes, type RouteEntry } from '@/app/route-table'
import { categoriesQueryOptions, videosQueryOptions } from '@/features/videos/api/videos'
import { creatorSlugs } from '@/features/videos/creators'
import { configureApiClient } from '@/lib/api-client'
import { defaultSeed } from '@/api/seed/seed-data'
import { catalogueOf } from '@/api/store/catalogue'
import { readLessonPgn } from '@/shared/lesson-pgn'
import { switchLanguage } from '@/i18n/choose-language'
import type { Language } from '@/i18n/languages'

/**
 * The build's prerender (build/prerender.ts) loads this module in Node and renders every public
 * screen of the route table to HTML (docs/architecture.md, "Prerendered pages").
 */

export type RenderedPage = {
  html: string
  /** The query data the page was rendered with; the page carries it to hydrate with. */
  data: [QueryKey, unknown][]
  /** The path the HTML is for, or "*" (404.html: any path no screen matches). */
  renderedFor: string
  /** The screen's file under app/screens/, whose chunk the page preloads. */
  page: string
}

// No back end while prerendering: a query the page has no data for stays pending.
configureApiClient({
  fetch: () => new Promise(() => undefined),
  ready: new Promise(() => undefined),
})

/**
 * The seed's videos as the back end answers them (api/store/catalogue.ts): each with its lesson's
 * opening, byline and flag. A page's copy equal to the answer is kept as it is when the answer
 * comes (no second render of the page), and its lesson is asked for at once.
 */
const seedVideos = catalogueOf(
  defaultSeed.videos.map((video) => ({ video, source: 'seed' as const })),
  defaultSeed.categories,
  new Map(
    (defaultSeed.lessons ?? []).map(({ videoId, pgn, opening }) => [
      videoId,
      { opening: opening ?? null, headers: readLessonPgn(pgn).headers },
    ]),
  ),
).videos

/** The catalogue every prerendered page is rendered with: the seed the back end starts from. */
const catalogue: [QueryKey, unknown][] = [
  [videosQueryOptions().queryKey, seedVideos],
  [categoriesQueryOptions().queryKey, defaultSeed.categories],
]

const pathsOf = ({ path, prerender }: RouteEntry): string[] => {
  if (prerender === 'each video')
    return defaultSeed.videos.map(({ _id }) => generatePath(path, { videoId: _id }))
  if (prerender === 'each creator')
    return creatorSlugs(defaultSeed.videos).map((slug) => generatePath(path, { slug }))
  if (prerender === 'once') return [path === '*' ? '/404' : path]
  return []
}

/** Every path to prerender, from the route table (a new public route is included by itself). */
export const prerenderPaths = (): string[] => routes.flatMap(pathsOf)

/** The app's screens as route patterns, for servers that must tell a screen from a 404. */
export const screenPatterns = routes.map(({ path }) => path).filter((path) => path !== '*')

/** The language the next pages are rendered in (docs/decisions/032). */
export const renderIn = (language: Language) => switchLanguage(language)

/** The HTML of `path` as a visitor first sees it. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = makeQueryClient()
  for (const [key, value] of catalogue) queryClient.setQueryData(key, value)
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  )
  const errors: unknown[] = []
  // One complete document: no boundary is outlined, to be revealed later by a script.
  const { prelude } = await prerenderToNodeStream(
    <Root Router={Router} queryClient={queryClient} />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  )
  // A page that failed to render (an error boundary's message) must fail the build, not ship.
  if (errors.length > 0)
    throw new Error(`Prerendering ${path} failed: ${String(errors[0])}`, { cause: errors[0] })
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  const route = matchRoutes(routes, path)?.[0]?.route
  return {
    html,
    data: catalogue,
    renderedFor: route?.path === '*' ? '*' : path,
    page: route?.page ?? 'not-found',
  }
}
