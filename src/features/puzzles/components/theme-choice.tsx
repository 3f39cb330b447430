import { useId, useState } from 'react'
import { formatNumber } from '@/i18n/format'
import { t } from '@/i18n/translate'
import { themesInOrder } from '../puzzle-filter'
import '../puzzles.css'
import { themeLabel } from '@/i18n/theme-label'

export type Theme = { id: string; name: string; count: number }

type ThemeChoiceProps = {
  themes: Theme[]
  chosen: ReadonlySet<string>
  /** The themes chosen once a box is ticked or unticked. */
  onChange: (chosen: ReadonlySet<string>) => void
}

/** Themes listed before "More themes" (those ticked always are). */
const SHOWN = 12

/**
 * The group "Themes" (docs/product.md, "Puzzles"): a checkbox per theme with its count, the
 * themes a learner looks for first, then "More themes" for the rest, most common first. On
 * /puzzles and in a coach's "Assign".
 */
export function ThemeChoice({ themes, chosen, onChange }: ThemeChoiceProps) {
  const [allShown, setAllShown] = useState(false)
  const listId = useId()
  const ordered = themesInOrder(themes)
  const toggle = (id: string) => {
    const next = new Set(chosen)
    if (!next.delete(id)) next.add(id)
    onChange(next)
  }
  const listed = allShown
    ? ordered
    : ordered.filter(({ id }, index) => index < SHOWN || chosen.has(id))
  return (
    <fieldset className="puzzle-themes">
      <legend>{t('Themes')}</legend>
      <p className="field-hint">
        {chosen.size === 0
          ? t('None ticked: every theme.')
          : t('{count, plural, one {# ticked: that theme only.} other {# ticked: any of them.}}', {
              count: chosen.size,
            })}
      </p>
      <ul id={listId}>
        {listed.map(({ id, count }) => (
          <li key={id}>
            <label className="checkbox">
              <input type="checkbox" checked={chosen.has(id)} onChange={() => toggle(id)} />
              {themeLabel(id)} ({formatNumber(count)})
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
          {allShown
            ? t('Fewer themes')
            : t('More themes ({count})', { count: ordered.length - listed.length })}
        </button>
      )}
    </fieldset>
  )
}

/** The chosen themes, in the order the group lists them whatever the order they were ticked. */
export const chosenInOrder = (themes: Theme[], chosen: ReadonlySet<string>) =>
  themesInOrder(themes)
    .map(({ id }) => id)
    .filter((id) => chosen.has(id))
