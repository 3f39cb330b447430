import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import '../guesses.css'
import type { GuessScores } from '@/shared/guess-rounds'
import { GUESS_SIDE_NAMES, GUESS_SIDES, type GuessSide } from '@/shared/lesson-limits'

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
        <label htmlFor={select}>I play</label>
        <select
          id={select}
          value={side}
          onChange={(event) => onSide(event.target.value as GuessSide)}
        >
          {GUESS_SIDES.map((value) => (
            <option key={value} value={value}>
              {GUESS_SIDE_NAMES[value]}
            </option>
          ))}
        </select>
        <button ref={start} type="button" className="button" onClick={onStart}>
          Guess the moves
        </button>
      </div>
      {scores?.best && (
        <p>
          Your best: {scores.best.right} of {scores.best.total}
        </p>
      )}
      {!loggedIn && <LogInToKeep />}
    </div>
  )
}

export function LogInToKeep() {
  return (
    <p>
      <Link to={paths.login.href()}>Log in</Link> to keep your score.
    </p>
  )
}
