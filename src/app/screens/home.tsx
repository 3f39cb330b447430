import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { PageTitle } from '@/components/ui/page-title'
import { PRODUCT_NAME } from '@/config/constants'
import { useAuth } from '@/features/auth/auth-context'
import { useCategories } from '@/features/videos/api/get-categories'
import { exploreUrl } from '@/features/videos/explore-url'
import './home.css'

// A signed-in user's part of the landing page: its code stays off a first visit. (Reading the
// session through useAuth, not useCurrentUserId, keeps the entry in one file: docs/performance.md.)
const ContinueWatching = lazy(() => import('../components/continue-watching'))

export default function HomeRoute() {
  const { data: categories } = useCategories()
  const signedIn = useAuth().session !== null
  return (
    <>
      <PageTitle />
      <section className="hero">
        <h1>
          Learn chess with <span className="accent">{PRODUCT_NAME}</span>
        </h1>
        <p>Hand-picked games, lessons and streams from the players you admire.</p>
        {/* Watch Now clears the category and the search (docs/product.md, "Screens"). */}
        <Link to={exploreUrl()} className="button button-large">
          Watch Now
        </Link>
      </section>
      {signedIn && (
        <Suspense fallback={null}>
          <ContinueWatching />
        </Suspense>
      )}
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured categories</h2>
        <ul className="featured-grid">
          {/* The back end's categories (the prerendered page carries the seed's). */}
          {categories?.map(({ _id, categoryName, description }) => (
            <li key={_id}>
              <Link to={exploreUrl({ category: categoryName })} className="featured-card">
                <span className="featured-name">{categoryName}</span>
                <span className="featured-description">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
