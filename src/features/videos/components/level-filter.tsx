import { t } from '@/i18n/translate'
import type { LevelFilter as Level } from '../filter-videos'
import { levelNames } from '../levels'
import { FilterRow } from './filter-row'

type LevelFilterProps = { selected: Level; onSelect: (level: Level) => void }

/** "Any level", "Beginner", "Intermediate", "Advanced": one pressed at a time. */
export function LevelFilter({ selected, onSelect }: LevelFilterProps) {
  const names = levelNames()
  return (
    <FilterRow label={t('Level')}>
      {(Object.keys(names) as Level[]).map((level) => (
        <button
          key={level}
          type="button"
          className="chip"
          aria-pressed={selected === level}
          onClick={() => onSelect(level)}
        >
          {names[level]}
        </button>
      ))}
    </FilterRow>
  )
}
