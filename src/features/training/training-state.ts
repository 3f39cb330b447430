import { t } from '@/i18n/translate'
import type { Drill } from '@/shared/entities'
import type { Lesson } from '@/shared/lesson'
import {
  drillHoldsLine,
  isTrainedLine,
  trainingLines,
  type TrainingSide,
} from '@/shared/lesson-training'

// What the Lesson region says of a learner's training (docs/product.md, "Drills that accept
// every good move"), read from their drills on the video and the lesson as it is now.

/** The sides trained, white first: "White", "Black" or "White and Black". */
export const sidesName = (sides: readonly TrainingSide[]) =>
  sides.length > 1
    ? t('White and Black')
    : sides.map((side) => (side === 'white' ? t('White') : t('Black'))).join('')

export const drillsSaved = (count: number) =>
  t('{count, plural, one {{count} drill saved!} other {{count} drills saved!}}', { count })

export type Training = {
  sides: TrainingSide[]
  count: number
  /** The lesson's lines are no longer those the drills hold ("This lesson has changed."). */
  changed: boolean
}

export function trainingOf(lesson: Lesson, drills: readonly Drill[]): Training {
  const sides: TrainingSide[] = []
  let count = 0
  let changed = false
  for (const side of ['white', 'black'] as const) {
    const trained = drills.filter((drill) => isTrainedLine(drill, lesson.videoId, side))
    if (trained.length === 0) continue
    sides.push(side)
    count += trained.length
    const lines = trainingLines(lesson, side)
    changed ||=
      lines.length !== trained.length ||
      lines.some((line) => !trained.some((drill) => drillHoldsLine(drill, line)))
  }
  return { sides, count, changed }
}
