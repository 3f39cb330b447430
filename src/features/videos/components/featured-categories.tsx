import { Link } from 'react-router'
import { t } from '@/i18n/translate'
import { useCategories } from '../api/videos'
import { categoryDescription, categoryName } from '@/i18n/shared-names'
import { exploreUrl } from '../explore-url'

/** The landing page's cards: one per category of the back end, each opening Explore filtered. */
export default function FeaturedCategories() {
  const { data: categories } = useCategories()
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading">{t('Featured categories')}</h2>
      <ul className="featured-grid">
        {categories?.map((category) => (
          <li key={category._id}>
            <Link to={exploreUrl({ category: category.categoryName })} className="featured-card">
              <span className="featured-name">{categoryName(category.categoryName)}</span>
              <span className="featured-description">{categoryDescription(category)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
