import { t } from '@/i18n/translate'
import type { Drill } from '@/shared/entities'
import type { Lesson } from '@/shared/lesson'
import { replayLesson } from '@/shared/lesson-replay'
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

export type Training = { sides: TrainingSide[]; count: number }

const trainedOn = (lesson: Lesson, drills: readonly Drill[], side: TrainingSide) =>
  drills.filter((drill) => isTrainedLine(drill, lesson.videoId, side))

/** The sides trained and their drills' count: what the drills say, without the lesson's moves. */
export function trainingOf(lesson: Lesson, drills: readonly Drill[]): Training {
  const trained = (['white', 'black'] as const)
    .map((side) => ({ side, count: trainedOn(lesson, drills, side).length }))
    .filter(({ count }) => count > 0)
  return {
    sides: trained.map(({ side }) => side),
    count: trained.reduce((sum, { count }) => sum + count, 0),
  }
}

/**
 * The lesson's lines are no longer those the drills hold ("This lesson has changed."): reads the
 * lesson's replay (chess.js), which the Lesson region does apart (components/lesson-training.tsx).
 */
export function lessonChangedFor(lesson: Lesson, drills: readonly Drill[]): boolean {
  return (['white', 'black'] as const).some((side) => {
    const trained = trainedOn(lesson, drills, side)
    if (trained.length === 0) return false
    const lines = trainingLines(lesson, side)
    return (
      lines.length !== trained.length ||
      lines.some((line) => !trained.some((drill) => drillHoldsLine(drill, line)))
    )
  })
}

/**
 * Replays the lesson (kept per lesson: shared/lesson-replay.ts) while a training request is on
 * its way, once its fetch is sent: the main thread is idle meanwhile, and the answer's render
 * then finds the lines read (docs/performance.md, "Waits on writes").
 */
export const readLinesMeanwhile = (lesson: Lesson) =>
  void setTimeout(() => {
    try {
      replayLesson(lesson)
    } catch {
      // A lesson chess.js refuses is said by the Lesson region itself; nothing to prepare.
    }
  })
