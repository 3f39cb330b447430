import { MAX_PUZZLE_IMPORT_BYTES } from '@/shared/input-rules'
import { MAX_FILTER_THEMES } from '@/shared/puzzle-themes'

/**
 * What the puzzles endpoints say when they refuse (docs/api.md, "Errors"); ../messages.ts
 * lists every resource's.
 */
export const puzzleMessages = {
  attemptInvalid:
    'Send {attempt: {moves}}: your moves in UCI (such as "e2e4" or "e7e8q"), in order, up to your first wrong one.',
  themesUnknown: (themes: string[]) =>
    `No puzzle has the theme${themes.length === 1 ? '' : 's'} ${themes.join(', ')}: pick themes from GET /api/puzzles/themes.`,
  puzzleNotFound: 'No puzzle has that id.',
  puzzleDrillExists: 'You already have a drill of this puzzle.',
  themesInvalid: `themes is a list of at most ${MAX_FILTER_THEMES} puzzle themes separated by commas, such as fork,pin.`,
  difficultyInvalid: 'difficulty is "any", "easier", "medium" or "harder".',
  afterInvalid: 'after is the id of a puzzle.',
  openingInvalid:
    'opening is an opening family as the Lichess puzzles tag it, such as Sicilian_Defense.',
  attemptIllegal: (move: number) => `Move ${move} of your attempt is not legal in its position.`,
  attemptTooLong: 'An attempt ends at its first wrong move, or where the solution ends.',
  puzzleImportInvalid:
    'Send the Lichess puzzle CSV as a text/csv body, or {csv: "…"}: a header line, then rows.',
  puzzleImportTooLarge: `An import of puzzles is at most ${MAX_PUZZLE_IMPORT_BYTES / (1024 * 1024)} MB.`,
} as const
