import { lazy, Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { BackendStatus } from '@/components/layout/backend-status'
import { Header } from '@/components/layout/header'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { Sidebar } from '@/components/layout/sidebar'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { PageLoader } from '@/components/ui/loader'
import { AccountControls } from '@/features/auth/components/account-controls'
import { useCurrentUserId, useIsCurator } from '@/features/auth/use-current-user'
import { LanguageSelect } from '@/features/language/language-select'
import { ThemeToggle } from '@/features/theme/theme-toggle'
import { markReady } from '@/lib/ready'
import { useSyncWritesAcrossTabs } from '@/lib/use-tab-sync'
import { lazyWithQueries } from '@/lib/with-query-client'
import '@/components/layout/layout.css'
import '@/components/ui/ui.css'
// Cards and the grid appear on nearly every route, the search box on all, and the video page,
// Explore and creator pages are prerendered: their styles ship with the first paint rather than
// as one more request (docs/performance.md). Each file is imported by what it styles too.
import '@/features/videos/components/video-card.css'
import '@/features/videos/components/video-page.css'
import '@/features/videos/components/filters.css'
import '@/features/study/components/card-progress.css'
import './shelves.css'
import '../screens/explore.css'
import '../screens/creator.css'
import '@/features/videos/components/search-box.css'
import { t } from '@/i18n/translate'

const SignedInData = lazyWithQueries(() => import('./signed-in-data'))
const ReviewCount = lazyWithQueries(() => import('@/features/study/components/review-count'))
// The search box hydrates (or renders) once its code arrives, keeping it out of the first
// visit's JavaScript; a prerendered page shows its HTML meanwhile (docs/decisions/008).
const SearchBox = lazy(() => import('@/features/videos/components/search-box'))
const search = (
  <Suspense fallback={<div className="search-box" aria-hidden="true" />}>
    <SearchBox />
  </Suspense>
)

const screenReady = () => markReady('screen')

/**
 * Marks the first screen ready: in its boundary, it commits once the screen has (lib/ready.ts);
 * a screen that fails is ready too, its error panel's "Reload" and the header usable.
 */
function ScreenReady() {
  useEffect(screenReady, [])
  return null
}

/** The page of the current route; its own component so navigating re-renders only the page. */
function RoutedPage() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary resetKey={pathname} onError={screenReady}>
      <Suspense fallback={<PageLoader label={t('Loading page')} />}>
        <Outlet />
        <ScreenReady />
      </Suspense>
    </ErrorBoundary>
  )
}

export function AppLayout() {
  const userId = useCurrentUserId()
  const isCurator = useIsCurator()
  // From the first moment, so that no write of another tab is missed (lib/tab-sync.ts).
  useSyncWritesAcrossTabs()
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('Skip to content')}
      </a>
      <ScrollToTop />
      {userId && (
        <Suspense fallback={null}>
          <SignedInData userId={userId} />
        </Suspense>
      )}
      <Header search={search} themeToggle={<ThemeToggle />} account={<AccountControls />} />
      <div className="app-body">
        <Sidebar
          isLoggedIn={userId !== null}
          isCurator={isCurator}
          languageSelect={(place) => <LanguageSelect place={place} signedIn={userId !== null} />}
          reviewCount={
            userId && (
              <Suspense fallback={null}>
                <ReviewCount userId={userId} />
              </Suspense>
            )
          }
        />
        <main id="main" tabIndex={-1}>
          <BackendStatus />
          <RoutedPage />
        </main>
      </div>
    </div>
  )
}
