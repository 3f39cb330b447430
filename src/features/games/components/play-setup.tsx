import { useId, type FormEvent } from 'react'
import { t } from '@/i18n/translate'
import { ENGINE_LEVELS } from '@/shared/engine-levels'
import type { GameSettings } from '../use-play-game'

/** What the learner chose: kept by the screen for the next game. */
export type SetupChoice = { side: 'white' | 'black' | 'random'; level: number }

type PlaySetupProps = {
  choice: SetupChoice
  onChoice: (choice: SetupChoice) => void
  /** Why a game cannot start here (the position is over, the browser cannot run the engine). */
  cannotStart?: string
  onStart: (settings: GameSettings) => void
}

/**
 * "I play" (White / Black / Random), "Level" 1–8 and "Start" (docs/product.md, "Play it out
 * against the engine"). The screen keeps the choices for the next game.
 */
export function PlaySetup({ choice, onChoice, cannotStart, onStart }: PlaySetupProps) {
  const ids = useId()
  const { side, level } = choice
  const setSide = (chosen: SetupChoice['side']) => onChoice({ ...choice, side: chosen })
  const setLevel = (chosen: number) => onChoice({ ...choice, level: chosen })
  const start = (event: FormEvent) => {
    event.preventDefault()
    const chosen = side === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : side
    onStart({ side: chosen, level })
  }
  const sides: [SetupChoice['side'], string][] = [
    ['white', t('White')],
    ['black', t('Black')],
    ['random', t('Random')],
  ]
  return (
    <form className="play-setup" onSubmit={start}>
      <fieldset>
        <legend>{t('I play')}</legend>
        {sides.map(([value, label]) => (
          <label key={value} className="play-side">
            <input
              type="radio"
              name={`${ids}-side`}
              value={value}
              checked={side === value}
              onChange={() => setSide(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${ids}-level`}>{t('Level')}</label>
      <select
        id={`${ids}-level`}
        value={level}
        aria-describedby={`${ids}-levels`}
        onChange={(event) => setLevel(Number(event.target.value))}
      >
        {ENGINE_LEVELS.map((_, index) => (
          <option key={index} value={index + 1}>
            {index + 1}
          </option>
        ))}
      </select>
      <p id={`${ids}-levels`} className="play-hint">
        {t("Level 1 makes a beginner's mistakes; level 8 is Stockfish at full strength.")}
      </p>
      {cannotStart && (
        <p role="alert" className="form-error">
          {cannotStart}
        </p>
      )}
      <button type="submit" className="button" disabled={!!cannotStart}>
        {t('Start')}
      </button>
    </form>
  )
}
