import { t } from '@/i18n/translate'
import type { Category } from '@/shared/entities'
import { categoryName } from '@/i18n/shared-names'
import { ALL_CATEGORIES } from '../explore-url'

type CategoryChipsProps = {
  /** The back end's categories (GET /api/categories), in its order. */
  categories: readonly Category[]
  selected: string
  onSelect: (category: string) => void
}

export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const names = [ALL_CATEGORIES, ...categories.map(({ categoryName }) => categoryName)]
  return (
    <div className="chips" role="group" aria-label={t('Categories')}>
      {names.map((category) => (
        <button
          key={category}
          type="button"
          className="chip"
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {category === ALL_CATEGORIES ? t('All') : categoryName(category)}
        </button>
      ))}
    </div>
  )
}
