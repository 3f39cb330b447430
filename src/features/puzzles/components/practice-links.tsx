import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { whenIdle } from '@/lib/when-idle'
import { themesOfTopics, openingFamilyTag, openingTagName } from '@/shared/puzzle-themes'
import { themeLabel } from '@/i18n/theme-label'
import { useNextPuzzle, usePuzzleThemes } from '../api'
import { filterQuery, type PuzzleFilter } from '../puzzle-filter'
import '../puzzles.css'

/** At most this many themes are named in a link; the rest are counted. */
const NAMED = 3

type PracticeLinksProps = {
  userId: string | null
  /** The video's topics. */
  topics: string[]
  /** The opening of the video's lesson ("Sicilian Defense: Najdorf Variation"), if any. */
  opening?: string
}

/**
 * "Practice N puzzles: Fork, Pin" under a video (docs/product.md, "Puzzles"): puzzles of the
 * themes its topics name, and of its lesson's opening family. Asked for once the page is idle:
 * the puzzles come after what the learner came for.
 */
export function PracticeLinks({ userId, topics, opening }: PracticeLinksProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => whenIdle(() => setWanted(true), 1500), [])
  const themes = usePuzzleThemes(wanted)
  const ids = themesOfTopics(topics, themes.data?.map(({ id }) => id) ?? [])
  // The lesson's opening family first: closer to the video than its topics' themes (issue 59:
  // a Ruy Lopez lesson led with 66 puzzles of the phase "Opening").
  const filters: PuzzleFilter[] = [
    ...(opening
      ? [{ themes: [], difficulty: 'any' as const, opening: openingFamilyTag(opening) }]
      : []),
    ...(ids.length > 0 ? [{ themes: ids, difficulty: 'any' as const }] : []),
  ]
  if (!themes.data || filters.length === 0) return null
  return (
    <ul className="practice-links" aria-label={t('Practice')}>
      {filters.map((filter) => (
        <PracticeLink key={filterQuery(filter)} userId={userId} filter={filter} />
      ))}
    </ul>
  )
}

/** A filter's link, counted by the read /puzzles starts with: following it, the puzzle is there. */
function PracticeLink({ userId, filter }: { userId: string | null; filter: PuzzleFilter }) {
  const matching = useNextPuzzle(userId, filter, '').data?.matching
  if (!matching) return null
  const names = filter.opening
    ? [openingTagName(filter.opening)]
    : filter.themes.slice(0, NAMED).map(themeLabel)
  const more = filter.themes.length - NAMED
  const values = { count: matching, names: names.join(', '), more }
  return (
    <li>
      <Link to={`${paths.puzzles.href()}?${filterQuery(filter)}`}>
        {more > 0
          ? t(
              '{count, plural, one {Practice # puzzle: {names} and {more} more} other {Practice # puzzles: {names} and {more} more}}',
              values,
            )
          : t(
              '{count, plural, one {Practice # puzzle: {names}} other {Practice # puzzles: {names}}}',
              values,
            )}
      </Link>
    </li>
  )
}
