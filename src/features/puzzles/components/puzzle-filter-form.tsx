import { useId, useState, type FormEvent } from 'react'
import { difficultyName } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import { openingTagName } from '@/shared/puzzle-themes'
import { DIFFICULTY_CHOICES, type PuzzleFilter } from '../puzzle-filter'
import { chosenInOrder, ThemeChoice, type Theme } from './theme-choice'
import '../puzzles.css'

type PuzzleFilterFormProps = {
  themes: Theme[]
  /** The filter in the address: what the form starts with. */
  filter: PuzzleFilter
  onStart: (filter: PuzzleFilter) => void
}

/**
 * Themes (several at once: a puzzle matches when it has any of them) and a difficulty, then
 * "Start" (docs/product.md, "Puzzles").
 */
export function PuzzleFilterForm({ themes, filter, onStart }: PuzzleFilterFormProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(filter.themes))
  const [difficulty, setDifficulty] = useState(filter.difficulty)
  const [ofOpening, setOfOpening] = useState(filter.opening !== undefined)
  const difficultyId = useId()
  const bandsId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onStart({
      themes: chosenInOrder(themes, chosen),
      difficulty,
      ...(ofOpening && filter.opening && { opening: filter.opening }),
    })
  }
  return (
    <form className="form puzzle-filter" onSubmit={submit}>
      <ThemeChoice themes={themes} chosen={chosen} onChange={setChosen} />
      {filter.opening && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={ofOpening}
            onChange={(event) => setOfOpening(event.target.checked)}
          />
          {t('Only from the {opening}', { opening: openingTagName(filter.opening) })}
        </label>
      )}
      <div className="form-actions">
        <label htmlFor={difficultyId}>{t('Difficulty')}</label>
        <select
          id={difficultyId}
          aria-describedby={bandsId}
          value={difficulty}
          onChange={(event) => setDifficulty(event.target.value as PuzzleFilter['difficulty'])}
        >
          {DIFFICULTY_CHOICES.map((value) => (
            <option key={value} value={value}>
              {difficultyName(value)}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t('Start')}
        </button>
      </div>
      <p id={bandsId} className="field-hint">
        {t('Puzzles rated under 1200 are easier; 1200 to 1800, medium; over 1800, harder.')}
      </p>
    </form>
  )
}
