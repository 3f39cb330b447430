import type { ComponentType } from 'react'
import { paths } from '@/config/paths'
import { lazyWithQueries } from '@/lib/with-query-client'
import HomeRoute from './screens/home'

export type RouteEntry = {
  path: string
  Component: ComponentType
  /** The screen's file under app/screens/ (the build preloads its chunk with its HTML). */
  page: string
  /**
   * Public screens are rendered to HTML at build time (docs/architecture.md, "Prerendered
   * pages"): "once" at their path, or once for "each video" or "each creator" of the catalogue.
   */
  prerender?: 'once' | 'each video' | 'each creator'
}

type ScreenLoaders = typeof import('./screen-loaders')

// Every screen but the landing page loads on demand, keeping the first visit light
// (docs/performance.md). Vite hands back no module when the page is reloading for a stale chunk
// (lib/stale-chunk.ts): then neither is the screen's.
const load = (page: string) =>
  import('./screen-loaders').then((loaders: ScreenLoaders | undefined) => loaders?.loadScreen(page))

/** Loads screens' code ahead of a visit (it is then in the worker's cache, or memory). */
export function preloadScreens(...names: string[]): void {
  for (const name of names) void load(name).catch(() => undefined)
}

const onDemand = (page: string) => lazyWithQueries(() => load(page))

export const routes: RouteEntry[] = [
  {
    path: paths.home.path,
    Component: HomeRoute,
    page: 'home',
    prerender: 'once',
  },
  {
    path: paths.explore.path,
    Component: onDemand('explore'),
    page: 'explore',
    prerender: 'once',
  },
  { path: paths.about.path, Component: onDemand('about'), page: 'about', prerender: 'once' },
  // Public; its position comes from the address, read as it runs: the shell is prerendered.
  {
    path: paths.analysis.path,
    Component: onDemand('analysis'),
    page: 'analysis',
    prerender: 'once',
  },
  // Public; its position comes from the address, read as it runs: the shell is prerendered.
  { path: paths.play.path, Component: onDemand('play'), page: 'play', prerender: 'once' },
  { path: paths.games.path, Component: onDemand('games'), page: 'games' },
  { path: paths.playlists.path, Component: onDemand('playlists'), page: 'playlists' },
  { path: paths.liked.path, Component: onDemand('liked'), page: 'liked' },
  { path: paths.watchLater.path, Component: onDemand('watch-later'), page: 'watch-later' },
  { path: paths.history.path, Component: onDemand('history'), page: 'history' },
  { path: paths.review.path, Component: onDemand('review'), page: 'review' },
  // Public, but its themes and puzzles come from the back end at run time: from the shell.
  { path: paths.puzzles.path, Component: onDemand('puzzles'), page: 'puzzles' },
  { path: paths.puzzle.path, Component: onDemand('puzzles'), page: 'puzzles' },
  // Not prerendered: what it shows depends on who is logged in (curators only).
  { path: paths.studio.path, Component: onDemand('studio'), page: 'studio' },
  { path: paths.lessonEditor.path, Component: onDemand('lesson-editor'), page: 'lesson-editor' },
  { path: paths.classes.path, Component: onDemand('classes'), page: 'classes' },
  { path: paths.singleClass.path, Component: onDemand('single-class'), page: 'single-class' },
  { path: paths.joinClass.path, Component: onDemand('join-class'), page: 'join-class' },
  // Public, but made by users at run time: rendered from the shell.
  {
    path: paths.sharedPlaylist.path,
    Component: onDemand('shared-playlist'),
    page: 'shared-playlist',
  },
  {
    path: paths.singleVideo.path,
    Component: onDemand('single-video'),
    page: 'single-video',
    prerender: 'each video',
  },
  {
    path: paths.creator.path,
    Component: onDemand('creator'),
    page: 'creator',
    prerender: 'each creator',
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
    prerender: 'once' as const,
  })),
  {
    path: paths.requestTester.path,
    Component: onDemand('request-tester'),
    page: 'request-tester',
    prerender: 'once',
  },
  // Any other path: rendered once, as 404.html, for every path that matches no screen.
  { path: '*', Component: onDemand('not-found'), page: 'not-found', prerender: 'once' },
]
