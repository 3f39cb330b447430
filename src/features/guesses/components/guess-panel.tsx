import { useEffect, useRef, type ReactNode } from 'react'
import { t } from '@/i18n/translate'
import { afterPointerLift } from '@/lib/after-pointer-lift'
import '../guesses.css'

type GuessPanelProps = {
  /** What the learner is asked, or what their guess was worth. */
  status: string
  right: number
  total: number
  /** Whether the step asked has been guessed: the way on shows. */
  guessed: boolean
  /** The video was paused for this guess: going on plays it again. */
  pausedForIt: boolean
  over: boolean
  onNext: () => void
  onStop: () => void
  onAgain: () => void
  /** Logged in, at the end of a round that missed some: "Drill the ones I missed". */
  onDrillMissed?: () => void
  /** Logged out: the score is not kept, and the panel says so. */
  loggedOut?: ReactNode
  /** The engine's word on a miss; at the end, "Learn from your mistakes". */
  explanation?: ReactNode
}

/**
 * A round of "Guess the moves" in the Lesson region (docs/product.md): the question or the
 * outcome (said politely), "Guessed N of M", "Next guess" or "Continue video", the end with
 * "Guess again" (and "Drill the ones I missed"), and "Stop guessing" at any time.
 */
export function GuessPanel(props: GuessPanelProps) {
  const { status, right, total, guessed, pausedForIt, over } = props
  const onward = useRef<HTMLButtonElement>(null)
  // The way on takes the focus once a guess is judged or the round ends: Enter goes on. After a
  // guess made by a click, once the button is lifted: the focus may scroll the page.
  useEffect(() => {
    if (guessed || over) return afterPointerLift(() => onward.current?.focus())
  }, [guessed, over])
  return (
    <div className="guess-panel">
      <p role="status" className="guess-status">
        {over ? t('You guessed {right} of {total} moves.', { right, total }) : status}
      </p>
      {props.explanation}
      {total > 0 && !over && (
        <p className="guess-count">{t('Guessed {right} of {total}', { right, total })}</p>
      )}
      <div className="guess-controls">
        {guessed && !over && (
          <button ref={onward} type="button" className="button" onClick={props.onNext}>
            {pausedForIt ? t('Continue video') : t('Next guess')}
          </button>
        )}
        {over && (
          <button ref={onward} type="button" className="button" onClick={props.onAgain}>
            {t('Guess again')}
          </button>
        )}
        {over && props.onDrillMissed && (
          <button type="button" className="button button-secondary" onClick={props.onDrillMissed}>
            {t('Drill the ones I missed')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={props.onStop}>
          {t('Stop guessing')}
        </button>
      </div>
      {props.loggedOut}
    </div>
  )
}
