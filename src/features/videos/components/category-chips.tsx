import { CATEGORY_FILTERS, type CategoryFilter } from '@/config/constants'

type CategoryChipsProps = { selected: CategoryFilter; onSelect: (category: CategoryFilter) => void }

export function CategoryChips({ selected, onSelect }: CategoryChipsProps) {
  return (
    <div className="chips" role="group" aria-label="Categories">
      {CATEGORY_FILTERS.map((category) => (
        <button
          key={category}
          type="button"
          className="chip"
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {category}
        </button>
      ))}
    </div>
  )
}
