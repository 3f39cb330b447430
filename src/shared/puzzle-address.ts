import { DIFFICULTIES, type Difficulty } from './puzzle-themes'

// The filter of /puzzles as its address and the API write it (docs/product.md, "Puzzles"):
// written here once for the puzzles' page and for the links that open it (a student's homework).

export type PuzzleFilter = { themes: string[]; difficulty: Difficulty | 'any'; opening?: string }

/** The filter's difficulties, in the order a select offers them (the page names them itself). */
export const DIFFICULTY_CHOICES: PuzzleFilter['difficulty'][] = [
  'any',
  ...(Object.keys(DIFFICULTIES) as Difficulty[]),
]

/** The filter as the API and the address write it ("themes=fork,pin&difficulty=medium"). */
export const filterQuery = ({ themes, difficulty, opening }: PuzzleFilter) =>
  [
    themes.length > 0 && `themes=${themes.map(encodeURIComponent).join(',')}`,
    `difficulty=${difficulty}`,
    opening && `opening=${encodeURIComponent(opening)}`,
  ]
    .filter(Boolean)
    .join('&')

/** The filter as the API's query parameters (GET /api/puzzles/next), each given one alone. */
export const filterParams = ({ themes, difficulty, opening }: PuzzleFilter) => ({
  ...(themes.length > 0 && { themes: themes.join(',') }),
  difficulty,
  ...(opening && { opening }),
})
