import { t } from '@/i18n/translate'
import type { Topic } from '../filter-videos'
import { FilterRow } from './filter-row'

type TopicFilterProps = { topics: Topic[]; onToggle: (tag: string) => void }

/**
 * One toggle per topic; chosen topics combine with AND. Each shows how many videos choosing it
 * would leave (its name stays the topic alone), and a topic that would leave none is disabled
 * (docs/product.md, "Catalogue").
 */
export function TopicFilter({ topics, onToggle }: TopicFilterProps) {
  if (topics.length === 0) return null
  return (
    <FilterRow label={t('Topics')}>
      {topics.map(({ tag, count, selected }) => (
        <button
          key={tag}
          type="button"
          className="chip topic-chip"
          aria-pressed={selected}
          disabled={!selected && count === 0}
          onClick={() => onToggle(tag)}
        >
          {tag}
          <span className="chip-count" aria-hidden="true">
            {count}
          </span>
        </button>
      ))}
    </FilterRow>
  )
}
