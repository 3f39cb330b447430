import { Link } from 'react-router'
import { t } from '@/i18n/translate'
import { useCategories } from '../api/catalogue'
import { exploreUrl } from '../explore-url'

/** The landing page's cards: one per category of the back end, each opening Explore filtered. */
export default function FeaturedCategories() {
  const { data: categories } = useCategories()
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading">{t('Featured categories')}</h2>
      <ul className="featured-grid">
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
  )
}
