import { Suspense } from 'react'
import { Link } from 'react-router'
import { PageTitle } from '@/components/ui/page-title'
import { PRODUCT_NAME } from '@/config/constants'
import { useAuth } from '@/features/auth/auth-context'
import { exploreUrl } from '@/features/videos/explore-url'
import { t } from '@/i18n/translate'
import { ELEMENT_AT, withElement } from '@/i18n/with-element'
import { lazyWithQueries } from '@/lib/with-query-client'
import './home.css'

// The back end's categories, read with useQuery: its observer stays off the first visit
// (docs/performance.md).
const FeaturedCategories = lazyWithQueries(
  () => import('@/features/videos/components/featured-categories'),
)
// A signed-in user's part of the landing page: its code stays off a first visit. (Reading the
// session through useAuth, not useCurrentUserId, keeps the entry in one file: docs/performance.md.)
const ContinueWatching = lazyWithQueries(() => import('../components/continue-watching'))

export default function HomeRoute() {
  const signedIn = useAuth().session !== null
  return (
    <>
      <PageTitle />
      <section className="hero">
        <h1>
          {withElement(
            t('Learn chess with {product}', { product: ELEMENT_AT }),
            <span className="accent">{PRODUCT_NAME}</span>,
          )}
        </h1>
        <p>{t('Hand-picked games, lessons and streams from the players you admire.')}</p>
        {/* Watch Now clears the category and the search (docs/product.md, "Screens"). */}
        <Link to={exploreUrl()} className="button button-large">
          {t('Watch Now')}
        </Link>
      </section>
      {signedIn && (
        <Suspense fallback={null}>
          <ContinueWatching />
        </Suspense>
      )}
      {/* The prerendered page shows its HTML until the code arrives, as for the search box. */}
      <Suspense fallback={null}>
        <FeaturedCategories />
      </Suspense>
    </>
  )
}
