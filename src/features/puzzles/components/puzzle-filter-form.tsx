import { useId, useState, type FormEvent } from 'react'
import { openingTagName } from '@/shared/puzzle-themes'
import { thousands } from '@/shared/thousands'
import { DIFFICULTY_CHOICES, themesInOrder, type PuzzleFilter } from '../puzzle-filter'
import '../puzzles.css'

type Theme = { id: string; name: string; count: number }

type PuzzleFilterFormProps = {
  themes: Theme[]
  /** The filter in the address: what the form starts with. */
  filter: PuzzleFilter
  onStart: (filter: PuzzleFilter) => void
}

/** Themes listed before "More themes" (those ticked always are). */
const SHOWN = 12

/**
 * Themes (several at once: a puzzle matches when it has any of them) and a difficulty, then
 * "Start" (docs/product.md, "Puzzles"): the themes a learner looks for first, then "More themes"
 * for the rest, most common first.
 */
export function PuzzleFilterForm({ themes, filter, onStart }: PuzzleFilterFormProps) {
  const [chosen, setChosen] = useState(() => new Set(filter.themes))
  const [difficulty, setDifficulty] = useState(filter.difficulty)
  const [ofOpening, setOfOpening] = useState(filter.opening !== undefined)
  const [allShown, setAllShown] = useState(false)
  const listId = useId()
  const ordered = themesInOrder(themes)
  const listed = allShown
    ? ordered
    : ordered.filter(({ id }, index) => index < SHOWN || chosen.has(id))
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
      themes: ordered.map(({ id }) => id).filter((id) => chosen.has(id)),
      difficulty,
      ...(ofOpening && filter.opening && { opening: filter.opening }),
    })
  }
  return (
    <form className="form puzzle-filter" onSubmit={submit}>
      <fieldset className="puzzle-themes">
        <legend>Themes</legend>
        <p className="field-hint">None ticked: every theme.</p>
        <ul id={listId}>
          {listed.map(({ id, name, count }) => (
            <li key={id}>
              <label className="checkbox">
                <input type="checkbox" checked={chosen.has(id)} onChange={() => toggle(id)} />
                {name} ({thousands(count)})
              </label>
            </li>
          ))}
        </ul>
        {ordered.length > SHOWN && (
          <button
            type="button"
            className="button button-secondary puzzle-more-themes"
            aria-expanded={allShown}
            aria-controls={listId}
            onClick={() => setAllShown((shown) => !shown)}
          >
            {allShown ? 'Fewer themes' : `More themes (${ordered.length - listed.length})`}
          </button>
        )}
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
