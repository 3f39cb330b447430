import type { QueryKey } from '@tanstack/react-query'
import { lazy, type ComponentType } from 'react'
import { paths } from '@/config/paths'
import { categoriesQueryOptions } from '@/features/videos/api/get-categories'
import { videoQueryOptions } from '@/features/videos/api/get-video'
import { videosQueryOptions } from '@/features/videos/api/get-videos'
import type { Category, Video } from '@/types/api'
import HomeRoute from './routes/home'
import NotFoundRoute from './routes/not-found'

/** What the build knows when it prerenders: the seed's catalogue. */
export type BuildCatalogue = { videos: Video[]; categories: Category[] }

export type QueryData = [QueryKey, unknown][]

export type RouteEntry = {
  path: string
  Component: ComponentType
  /** The screen's file under app/routes/ (the build preloads its chunk with its HTML). */
  page: string
  /**
   * Public screens are rendered to HTML at build time (docs/architecture.md, "Prerendered
   * pages"): which paths, and the query data each shows, shipped in the HTML so hydration
   * renders what the server rendered.
   */
  prerender?: {
    paths: (catalogue: BuildCatalogue) => string[]
    data?: (path: string, catalogue: BuildCatalogue) => QueryData
  }
}

// Every screen but the landing page (and not-found) loads on demand, keeping the first visit
// light (docs/performance.md).
const pages = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/home.tsx',
  '!./routes/not-found.tsx',
])
// Vite hands back no module when the page is reloading for a stale chunk (lib/stale-chunk.ts):
// wait for the reload rather than fail.
const onDemand = (page: string) =>
  lazy(async () => (await pages[`./routes/${page}.tsx`]!()) ?? new Promise<never>(() => undefined))
const only = (path: string) => () => [path]

export const routes: RouteEntry[] = [
  {
    path: paths.home.path,
    Component: HomeRoute,
    page: 'home',
    prerender: {
      paths: only(paths.home.href()),
      data: (_, { categories }) => [[categoriesQueryOptions().queryKey, categories]],
    },
  },
  {
    path: paths.explore.path,
    Component: onDemand('explore'),
    page: 'explore',
    prerender: {
      paths: only(paths.explore.href()),
      data: (_, { videos }) => [[videosQueryOptions().queryKey, videos]],
    },
  },
  { path: paths.playlists.path, Component: onDemand('playlists'), page: 'playlists' },
  { path: paths.liked.path, Component: onDemand('liked'), page: 'liked' },
  { path: paths.watchLater.path, Component: onDemand('watch-later'), page: 'watch-later' },
  { path: paths.history.path, Component: onDemand('history'), page: 'history' },
  {
    path: paths.singleVideo.path,
    Component: onDemand('single-video'),
    page: 'single-video',
    prerender: {
      paths: ({ videos }) => videos.map((video) => paths.singleVideo.href(video._id)),
      data: (path, { videos }) => {
        const video = videos.find((candidate) => paths.singleVideo.href(candidate._id) === path)
        return video ? [[videoQueryOptions(video._id).queryKey, video]] : []
      },
    },
  },
  {
    path: paths.singlePlaylist.path,
    Component: onDemand('single-playlist'),
    page: 'single-playlist',
  },
  ...(['login', 'signup', 'forgot', 'profile'] as const).map((name) => ({
    path: paths[name].path,
    Component: onDemand(name),
    page: name,
    prerender: { paths: only(paths[name].href()) },
  })),
  {
    path: paths.requestTester.path,
    Component: onDemand('request-tester'),
    page: 'request-tester',
    prerender: { paths: only(paths.requestTester.href()) },
  },
  // Any other path: rendered once, as 404.html, for every path that matches no screen.
  { path: '*', Component: NotFoundRoute, page: 'not-found', prerender: { paths: only('/404') } },
]
