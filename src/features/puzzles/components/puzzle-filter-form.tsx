import { useId, useState, type FormEvent } from 'react'
import { openingTagName } from '@/shared/puzzle-themes'
import { thousands } from '@/shared/thousands'
import { DIFFICULTY_CHOICES, type PuzzleFilter } from '../puzzle-filter'
import '../puzzles.css'

type Theme = { id: string; name: string; count: number }

type PuzzleFilterFormProps = {
  themes: Theme[]
  /** The filter in the address: what the form starts with. */
  filter: PuzzleFilter
  onStart: (filter: PuzzleFilter) => void
}

/**
 * Themes (several at once: a puzzle matches when it has any of them) and a difficulty, then
 * "Start" (docs/product.md, "Puzzles"). The themes come most common first.
 */
export function PuzzleFilterForm({ themes, filter, onStart }: PuzzleFilterFormProps) {
  const [chosen, setChosen] = useState(() => new Set(filter.themes))
  const [difficulty, setDifficulty] = useState(filter.difficulty)
  const [ofOpening, setOfOpening] = useState(filter.opening !== undefined)
  const difficultyId = useId()
  const bandsId = useId()
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // In the order the themes are listed, whatever the order they were ticked.
    onStart({
      themes: themes.map(({ id }) => id).filter((id) => chosen.has(id)),
      difficulty,
      ...(ofOpening && filter.opening && { opening: filter.opening }),
    })
  }
  return (
    <form className="form puzzle-filter" onSubmit={submit}>
      <fieldset className="puzzle-themes">
        <legend>Themes</legend>
        <p className="field-hint">None ticked: every theme.</p>
        <ul>
          {themes.map(({ id, name, count }) => (
            <li key={id}>
              <label className="checkbox">
                <input type="checkbox" checked={chosen.has(id)} onChange={() => toggle(id)} />
                {name} ({thousands(count)})
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {filter.opening && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={ofOpening}
            onChange={(event) => setOfOpening(event.target.checked)}
          />
          Only from the {openingTagName(filter.opening)}
        </label>
      )}
      <div className="form-actions">
        <label htmlFor={difficultyId}>Difficulty</label>
        <select
          id={difficultyId}
          aria-describedby={bandsId}
          value={difficulty}
          onChange={(event) => setDifficulty(event.target.value as PuzzleFilter['difficulty'])}
        >
          {DIFFICULTY_CHOICES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          Start
        </button>
      </div>
      <p id={bandsId} className="field-hint">
        Puzzles rated under 1200 are easier; 1200 to 1800, medium; over 1800, harder.
      </p>
    </form>
  )
}
