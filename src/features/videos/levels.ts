import { t } from '@/i18n/translate'
import type { Level } from '@/shared/entity-names'
import type { LevelFilter } from './filter-videos'

/** How a level is named on screen (docs/ui-contract.md, "Explore and landing"). */
export const levelNames = (): Record<LevelFilter, string> => ({
  any: t('Any level'),
  beginner: t('Beginner'),
  intermediate: t('Intermediate'),
  advanced: t('Advanced'),
})

export const levelName = (level: Level) => levelNames()[level]
