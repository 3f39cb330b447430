import { useId, useState } from 'react'
import { t } from '@/i18n/translate'
import { lessonMoveLabel } from '@/shared/move-numbers'
import type { GameNode, GameTree } from '@/shared/game-tree'
import { ANNOTATIONS, LESSON_LIMITS, type Annotation } from '@/shared/lesson-limits'
import { secondsOf } from '@/shared/lesson-pgn'
import { formatTime } from '@/shared/video-time'
import { deleteFrom, editMove, makeMainLine, variationStart } from '../lesson-edits'

/**
 * The move on the board, as the editor changes it (docs/product.md, "Lessons"): "Comment",
 * "Annotation", "Time" (m:ss, or empty), "Make main line" and "Delete from here".
 */
export function MoveFields({ tree, node }: { tree: GameTree; node: GameNode }) {
  const ids = { comment: useId(), annotation: useId(), time: useId(), timeError: useId() }
  // The time as typed: a time half written is not yet the move's.
  const [time, setTime] = useState(() =>
    node.timeSeconds === undefined ? '' : formatTime(node.timeSeconds),
  )
  const [timeError, setTimeError] = useState('')
  const saveTime = () => {
    const written = time.trim()
    const seconds = written === '' ? undefined : secondsOf(written)
    if (seconds === null) return setTimeError(t('That is not a time like 12:34.'))
    setTimeError('')
    editMove(tree, node, { timeSeconds: seconds })
  }
  const variation = variationStart(node)
  return (
    <fieldset className="lesson-fields">
      <legend>{t('Move {move}', { move: lessonMoveLabel(node.ply - 1, node.san) })}</legend>
      <label htmlFor={ids.comment}>{t('Comment')}</label>
      <textarea
        id={ids.comment}
        className="text-field"
        rows={2}
        maxLength={LESSON_LIMITS.comment}
        value={node.comment ?? ''}
        onChange={(event) => editMove(tree, node, { comment: event.target.value })}
      />
      <div className="lesson-field-row">
        <div>
          <label htmlFor={ids.annotation}>{t('Annotation')}</label>
          <select
            id={ids.annotation}
            className="text-field"
            value={node.nags?.[0] ?? ''}
            onChange={(event) =>
              editMove(tree, node, {
                nags: event.target.value ? [event.target.value as Annotation] : undefined,
              })
            }
          >
            <option value="">{t('None')}</option>
            {ANNOTATIONS.map((annotation) => (
              <option key={annotation}>{annotation}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.time}>{t('Time')}</label>
          <input
            id={ids.time}
            className="text-field lesson-time"
            inputMode="numeric"
            placeholder="m:ss"
            value={time}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? ids.timeError : undefined}
            onChange={(event) => setTime(event.target.value)}
            onBlur={saveTime}
            onKeyDown={(event) => {
              if (event.key === 'Enter') saveTime()
            }}
          />
          {timeError && (
            <p id={ids.timeError} role="alert" className="form-error">
              {timeError}
            </p>
          )}
        </div>
      </div>
      <div className="lesson-steps">
        <button
          type="button"
          className="button button-secondary"
          disabled={!variation}
          onClick={() => variation && makeMainLine(tree, variation)}
        >
          {t('Make main line')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => deleteFrom(tree, node)}
        >
          {t('Delete from here')}
        </button>
      </div>
    </fieldset>
  )
}
