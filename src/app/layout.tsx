import { usePrefetchQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { Loader } from '@/components/ui/loader'
import { Header } from '@/components/layout/header'
import { Sidebar } from '@/components/layout/sidebar'
import { useAuth } from '@/features/auth/auth-context'
import { AccountControls } from '@/features/auth/components/account-controls'
import { ThemeToggle } from '@/features/theme/theme-toggle'
import { categoriesQueryOptions } from '@/features/videos/api/get-categories'
import { videosQueryOptions } from '@/features/videos/api/get-videos'
import { SearchBox } from '@/features/videos/components/search-box'
import { BackendStatus } from './backend-status'
import { ScrollToTop } from './scroll-to-top'
import { SessionData } from './session-data'

export function AppLayout() {
  const { session } = useAuth()
  // The catalogue loads once at start (SPEC.md §7), in parallel with the route's own code.
  usePrefetchQuery(videosQueryOptions())
  usePrefetchQuery(categoriesQueryOptions())
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <SessionData />
      <Header search={<SearchBox />} themeToggle={<ThemeToggle />} account={<AccountControls />} />
      <div className="app-body">
        <Sidebar isLoggedIn={session !== null} />
        <main id="main" tabIndex={-1}>
          <BackendStatus />
          <Suspense fallback={<Loader label="Loading page" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  )
}
