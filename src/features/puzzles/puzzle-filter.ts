import { DIFFICULTIES, type Difficulty } from '@/shared/puzzle'

// The filter of /puzzles, held by the address (docs/product.md, "Puzzles"):
// `?themes=fork,pin&difficulty=medium`, `&opening=Sicilian_Defense` for a lesson's opening;
// `?id=00BNd` opens one puzzle.

export type PuzzleFilter = { themes: string[]; difficulty: Difficulty | 'any'; opening?: string }

export const DIFFICULTY_CHOICES: { value: PuzzleFilter['difficulty']; label: string }[] = [
  { value: 'any', label: 'Any' },
  ...Object.entries(DIFFICULTIES).map(([value, { label }]) => ({
    value: value as Difficulty,
    label,
  })),
]

const isChoice = (text: string | null): text is PuzzleFilter['difficulty'] =>
  DIFFICULTY_CHOICES.some(({ value }) => value === text)

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

/** The filter as the API and the address write it ("themes=fork,pin&difficulty=medium"). */
export const filterQuery = ({ themes, difficulty, opening }: PuzzleFilter) =>
  [
    themes.length > 0 && `themes=${themes.map(encodeURIComponent).join(',')}`,
    `difficulty=${difficulty}`,
    opening && `opening=${encodeURIComponent(opening)}`,
  ]
    .filter(Boolean)
    .join('&')
