import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { api } from '@/lib/api-client'
import { whenIdle } from '@/lib/when-idle'
import type { Answer } from '@/shared/answers'
import { themeName, themesOfTopics, openingFamilyTag, openingTagName } from '@/shared/puzzle-themes'
import { thousands } from '@/shared/thousands'
import { usePuzzleThemes } from '../api'
import { filterQuery, type PuzzleFilter } from '../puzzle-filter'
import '../puzzles.css'

/** At most this many themes are named in a link; the rest are counted. */
const NAMED = 3

type PracticeLinksProps = {
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
export function PracticeLinks({ topics, opening }: PracticeLinksProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => whenIdle(() => setWanted(true), 1500), [])
  const themes = usePuzzleThemes(wanted)
  const ids = themesOfTopics(topics, themes.data?.map(({ id }) => id) ?? [])
  const filters: PuzzleFilter[] = [
    ...(ids.length > 0 ? [{ themes: ids, difficulty: 'any' as const }] : []),
    ...(opening
      ? [{ themes: [], difficulty: 'any' as const, opening: openingFamilyTag(opening) }]
      : []),
  ]
  if (!themes.data || filters.length === 0) return null
  return (
    <ul className="practice-links" aria-label="Practice">
      {filters.map((filter) => (
        <PracticeLink key={filterQuery(filter)} filter={filter} />
      ))}
    </ul>
  )
}

function PracticeLink({ filter }: { filter: PuzzleFilter }) {
  const matching = useQuery({
    queryKey: ['puzzles', 'matching', filterQuery(filter)],
    queryFn: async () =>
      (await api.get<Answer<'puzzleNext'>>(`/puzzles/next?${filterQuery(filter)}`)).matching,
    staleTime: Infinity,
  })
  if (!matching.data) return null
  const names = filter.opening
    ? [openingTagName(filter.opening)]
    : filter.themes.slice(0, NAMED).map(themeName)
  const more = filter.themes.length - NAMED
  const count = matching.data === 1 ? '1 puzzle' : `${thousands(matching.data)} puzzles`
  return (
    <li>
      <Link to={`${paths.puzzles.href()}?${filterQuery(filter)}`}>
        Practice {count}: {names.join(', ')}
        {more > 0 && ` and ${more} more`}
      </Link>
    </li>
  )
}
