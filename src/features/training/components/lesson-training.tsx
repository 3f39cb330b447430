import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { t } from '@/i18n/translate'
import type { Drill } from '@/shared/entities'
import type { Lesson } from '@/shared/lesson'
import type { GuessSide } from '@/shared/lesson-limits'
import { useStopTraining, useTrainLesson, useUpdateTraining } from '../api'
import { lessonChangedFor, readLinesMeanwhile, sidesName, trainingOf } from '../training-state'
import '../training.css'

type LessonTrainingProps = {
  lesson: Lesson
  /** "I play", shared with guessing: "Both" trains each side. */
  side: GuessSide
  /** The learner's drills on the video; undefined while they load. */
  drills: readonly Drill[] | undefined
  userId: string
}

/**
 * "Train this lesson" in the Lesson region (docs/product.md, "Drills that accept every good
 * move"): every line becomes drills for the side played; then what is trained, "Stop training",
 * and "Update my drills" once the curator has changed the lesson.
 */
export function LessonTraining({ lesson, side, drills, userId }: LessonTrainingProps) {
  const training = useMemo(() => trainingOf(lesson, drills ?? []), [lesson, drills])
  // Whether the lesson changed since needs its lines replayed (chess.js: 30 ms here, more on a
  // phone), so it is read in a render of its own: the answer to "Train this lesson" shows without
  // waiting for it (docs/performance.md, "Waits on writes").
  const settledDrills = useDeferredValue(drills)
  const changed = useMemo(
    () => lessonChangedFor(lesson, settledDrills ?? []),
    [lesson, settledDrills],
  )
  const train = useTrainLesson(userId, lesson.videoId)
  const stop = useStopTraining(userId, lesson.videoId)
  const update = useUpdateTraining(userId, lesson.videoId)
  const [confirming, setConfirming] = useState(false)
  const said = useRef<HTMLParagraphElement>(null)
  const trainButton = useRef<HTMLButtonElement>(null)
  // The control pressed goes with its answer: the focus goes to what replaced it.
  const [focusOn, setFocusOn] = useState<'said' | 'train' | null>(null)
  useEffect(() => {
    const target =
      focusOn === 'said' ? said.current : focusOn === 'train' ? trainButton.current : null
    if (!target) return
    target.focus()
    setFocusOn(null)
  }, [focusOn, training])

  if (!drills) return null
  const wanted = side === 'both' ? (['white', 'black'] as const) : [side]
  const toTrain = wanted.filter((each) => !training.sides.includes(each))
  return (
    <div className="lesson-training">
      {toTrain.length > 0 && (
        <button
          ref={trainButton}
          type="button"
          className="button button-secondary"
          disabled={train.isPending}
          onClick={() => {
            train.mutate([...toTrain], { onSuccess: () => setFocusOn('said') })
            readLinesMeanwhile(lesson)
          }}
        >
          {t('Train this lesson')}
        </button>
      )}
      {training.sides.length > 0 && (
        <>
          <p ref={said} tabIndex={-1}>
            {t(
              'Training this lesson as {sides}: {count, plural, one {{count} drill} other {{count} drills}}',
              { sides: sidesName(training.sides), count: training.count },
            )}
          </p>
          {changed && (
            <div className="lesson-training-changed">
              <p>{t('This lesson has changed.')}</p>
              <button
                type="button"
                className="button"
                disabled={update.isPending}
                onClick={() => {
                  update.mutate(undefined, { onSuccess: () => setFocusOn('said') })
                  readLinesMeanwhile(lesson)
                }}
              >
                {t('Update my drills')}
              </button>
            </div>
          )}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setConfirming(true)}
          >
            {t('Stop training')}
          </button>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('Stop training this lesson?')}
          message={t(
            'The {count, plural, one {{count} drill} other {{count} drills}} made from its lines go, with their schedule. Drills of missed guesses stay.',
            { count: training.count },
          )}
          confirmLabel={t('Stop training')}
          onConfirm={() => stop.mutate(undefined, { onSuccess: () => setFocusOn('train') })}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  )
}
