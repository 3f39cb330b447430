import { DIFFICULTY_CHOICES, type PuzzleFilter } from '@/shared/puzzle-address'

// The filter of /puzzles, held by the address (docs/product.md, "Puzzles"):
// `?themes=fork,pin&difficulty=medium`, `&opening=Sicilian_Defense` for a lesson's opening;
// `?id=00BNd` opens one puzzle.

export {
  DIFFICULTY_CHOICES,
  filterParams,
  filterQuery,
  type PuzzleFilter,
} from '@/shared/puzzle-address'

const isChoice = (text: string | null): text is PuzzleFilter['difficulty'] =>
  DIFFICULTY_CHOICES.some((value) => value === text)

/** The filter in the address; `started` once the learner pressed "Start" (or followed a link). */
export function filterOf(search: URLSearchParams): PuzzleFilter & { started: boolean } {
  const themes = (search.get('themes') ?? '').split(',').filter((theme) => theme !== '')
  const difficulty = search.get('difficulty')
  const opening = search.get('opening')
  return {
    themes: [...new Set(themes)],
    difficulty: isChoice(difficulty) ? difficulty : 'any',
    ...(opening && { opening }),
    started: search.has('themes') || search.has('difficulty'),
  }
}

/** The themes a learner looks for first (docs/product.md, "Puzzles"), listed before the others. */
const FIRST_THEMES = [
  'fork',
  'pin',
  'skewer',
  'mateIn1',
  'mateIn2',
  'backRankMate',
  'sacrifice',
  'discoveredAttack',
  'endgame',
]

/** The themes in the order the form lists them: those above, then the others by count. */
export function themesInOrder<Theme extends { id: string; count: number }>(themes: Theme[]) {
  const rank = (id: string) => {
    const index = FIRST_THEMES.indexOf(id)
    return index < 0 ? FIRST_THEMES.length : index
  }
  return [...themes].sort((a, b) => rank(a.id) - rank(b.id) || b.count - a.count)
}
