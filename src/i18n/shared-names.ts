import type { GuessSide } from '@/shared/lesson-limits'
import type { PuzzleFilter } from '@/shared/puzzle-address'
import { t } from './translate'

// The names of shared/'s choices, as the page says them in its language: more than one feature
// shows them (a learner's and a coach's), and shared/ speaks no language but the API's.

/** "I play"'s sides (shared/lesson-limits.ts). */
export const guessSideName = (side: GuessSide) =>
  ({ white: t('White'), black: t('Black'), both: t('Both') })[side]

/** A puzzle filter's difficulty (shared/puzzle-address.ts). */
export const difficultyName = (difficulty: PuzzleFilter['difficulty']) =>
  ({ any: t('Any'), easier: t('Easier'), medium: t('Medium'), harder: t('Harder') })[difficulty]
