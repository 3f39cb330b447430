import { usePrefetchQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { BackendStatus } from '@/components/layout/backend-status'
import { Header } from '@/components/layout/header'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { Sidebar } from '@/components/layout/sidebar'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { Loader } from '@/components/ui/loader'
import { AccountControls } from '@/features/auth/components/account-controls'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useLibraryLists } from '@/features/library/use-library-lists'
import { usePlaylists } from '@/features/playlists/api/get-playlists'
import { ThemeToggle } from '@/features/theme/theme-toggle'
import { categoriesQueryOptions } from '@/features/videos/api/get-categories'
import { videosQueryOptions } from '@/features/videos/api/get-videos'
import { SearchBox } from '@/features/videos/components/search-box'
import { useSyncWritesAcrossTabs } from '@/lib/use-tab-sync'
import '@/components/layout/layout.css'
import '@/components/ui/ui.css'
// Cards and the grid appear on nearly every route: their styles ship with the first paint
// rather than as one more request before the grid (docs/performance.md).
import '@/features/videos/videos.css'

/** The page of the current route; its own component so navigating re-renders only the page. */
function RoutedPage() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary resetKey={pathname} headingLevel={1}>
      <Suspense fallback={<Loader label="Loading page" />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  )
}

export function AppLayout() {
  const userId = useCurrentUserId()
  // The catalogue loads once at start, in parallel with the route's own code; a session's
  // lists load as soon as it exists.
  usePrefetchQuery(videosQueryOptions())
  usePrefetchQuery(categoriesQueryOptions())
  useLibraryLists(userId)
  usePlaylists(userId)
  useSyncWritesAcrossTabs()
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <Header search={<SearchBox />} themeToggle={<ThemeToggle />} account={<AccountControls />} />
      <div className="app-body">
        <Sidebar isLoggedIn={userId !== null} />
        <main id="main" tabIndex={-1}>
          <BackendStatus />
          <RoutedPage />
        </main>
      </div>
    </div>
  )
}
