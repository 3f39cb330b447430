import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { guessSideName } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import '../guesses.css'
import type { GuessScores } from '@/shared/guess-rounds'
import { GUESS_SIDES, type GuessSide } from '@/shared/lesson-limits'

type GuessStartProps = {
  side: GuessSide
  onSide: (side: GuessSide) => void
  onStart: () => void
  /** Null logged out: nothing is kept, and the learner is told so. */
  scores: GuessScores | null | undefined
  loggedIn: boolean
  /** Back from a round: "Guess the moves" takes the focus. */
  focused?: boolean
}

/** "Guess the moves" with "I play", and the learner's best round (docs/product.md). */
export function GuessStart(props: GuessStartProps) {
  const { side, onSide, onStart, scores, loggedIn, focused = false } = props
  const select = useId()
  const start = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focused) start.current?.focus()
  }, [focused])
  return (
    <div className="guess-start">
      <div className="guess-controls">
        <label htmlFor={select}>{t('I play')}</label>
        <select
          id={select}
          value={side}
          onChange={(event) => onSide(event.target.value as GuessSide)}
        >
          {GUESS_SIDES.map((value) => (
            <option key={value} value={value}>
              {guessSideName(value)}
            </option>
          ))}
        </select>
        <button ref={start} type="button" className="button" onClick={onStart}>
          {t('Guess the moves')}
        </button>
      </div>
      {scores?.best && (
        <p>
          {t('Your best: {right} of {total}', {
            right: scores.best.right,
            total: scores.best.total,
          })}
        </p>
      )}
      {!loggedIn && <LogInToKeep />}
    </div>
  )
}

export function LogInToKeep() {
  return (
    <p>
      <Link to={paths.login.href()}>{t('Log in')}</Link> {t('to keep your score.')}
    </p>
  )
}
