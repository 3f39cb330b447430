import type { Level } from '@/shared/entity-names'
import type { LevelFilter } from './filter-videos'

/** How a level is named on screen (docs/ui-contract.md, "Explore and landing"). */
export const LEVEL_NAMES: Record<LevelFilter, string> = {
  any: 'Any level',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
}

export const levelName = (level: Level) => LEVEL_NAMES[level]
