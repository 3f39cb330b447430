import type { LevelFilter as Level } from '../filter-videos'
import { LEVEL_NAMES } from '../levels'
import { FilterRow } from './filter-row'

type LevelFilterProps = { selected: Level; onSelect: (level: Level) => void }

const CHOICES = Object.keys(LEVEL_NAMES) as Level[]

/** "Any level", "Beginner", "Intermediate", "Advanced": one pressed at a time. */
export function LevelFilter({ selected, onSelect }: LevelFilterProps) {
  return (
    <FilterRow label="Level">
      {CHOICES.map((level) => (
        <button
          key={level}
          type="button"
          className="chip"
          aria-pressed={selected === level}
          onClick={() => onSelect(level)}
        >
          {LEVEL_NAMES[level]}
        </button>
      ))}
    </FilterRow>
  )
}
