import * as z from 'zod/mini'
import { NewPuzzleAttemptSchema, PuzzleSchema, PuzzleStatsSchema } from './shapes'
import { puzzleMessages } from './messages'
import { endpoints } from '../http/endpoint'

// The puzzles' endpoints (docs/api.md, "Puzzles"; docs/decisions/036), with their answers and
// bodies; the shapes they carry are ./shapes.ts.

/** What the puzzles' endpoints answer. */
export const puzzleAnswers = {
  puzzle: z.object({ puzzle: PuzzleSchema }),
  /** `puzzle` is null when none matches (or every match is solved). */
  puzzleNext: z.object({ puzzle: z.nullable(PuzzleSchema), matching: z.number() }),
  puzzleThemes: z.object({
    themes: z.array(z.object({ id: z.string(), name: z.string(), count: z.number() })),
  }),
  puzzleAttempt: z.object({
    result: z.enum(['solved', 'failed']),
    firstTry: z.boolean(),
    stats: PuzzleStatsSchema,
  }),
  puzzleStats: PuzzleStatsSchema,
  puzzleImport: z.object({
    added: z.number(),
    skipped: z.number(),
    reasons: z.array(
      z.object({ reason: z.string(), count: z.number(), rows: z.array(z.number()) }),
    ),
  }),
}

const tag = 'Puzzles'

const params = { puzzleId: '000rZ' }

const forbidden = 'Not a curator'

/** The studio's import: the CSV as a text/csv body, or as {csv}. */
const PuzzleImportBodySchema = z.object(
  {
    csv: z
      .string(puzzleMessages.puzzleImportInvalid)
      .check(z.minLength(1, puzzleMessages.puzzleImportInvalid)),
  },
  puzzleMessages.puzzleImportInvalid,
)

/**
 * The puzzles endpoints, each described once (docs/decisions/036-one-contract-per-resource.md):
 * routes.ts gives each its handler; the page calls each by its `METHOD path` (lib/api-client.ts).
 */
export const puzzleContract = endpoints({
  themes: {
    method: 'GET',
    path: '/puzzles/themes',
    tag,
    summary: 'Every theme of the puzzles, with its readable name and how many puzzles have it',
    responses: { 200: ['{themes: [{id, name, count}]}', puzzleAnswers.puzzleThemes] },
  },
  next: {
    method: 'GET',
    path: '/puzzles/next',
    tag,
    summary:
      'The next puzzle with any of ?themes=fork,pin in ?difficulty=easier|medium|harder|any (of ?opening=Sicilian_Defense when given), after ?after=<puzzleId>; with a token, one you have not solved. `matching`: how many match',
    responses: {
      200: ['{puzzle (null when none is left), matching}', puzzleAnswers.puzzleNext],
      400: 'A theme or opening that is not one, or another difficulty',
    },
    query: z.object({
      themes: z.optional(z.string()),
      difficulty: z.optional(z.string()),
      opening: z.optional(z.string()),
      after: z.optional(z.string()),
    }),
  },
  puzzle: {
    method: 'GET',
    path: '/puzzles/:puzzleId',
    tag,
    summary:
      'One puzzle: its position, moves in UCI (the opponent’s first), rating, themes, openings',
    params,
    responses: { 200: ['{puzzle}', puzzleAnswers.puzzle], 404: 'No such puzzle' },
  },
  attempt: {
    method: 'POST',
    path: '/user/puzzles/:puzzleId/attempts',
    tag,
    summary:
      'An attempt: your moves in UCI up to the first wrong one, judged here; the answer says whether it solved the puzzle, whether it was your first try, and your stats',
    params,
    body: z.object({ attempt: NewPuzzleAttemptSchema }),
    example: { attempt: { moves: ['d6h2'] } },
    responses: {
      201: ['{result, firstTry, stats}', puzzleAnswers.puzzleAttempt],
      400: 'A move that is not legal, or moves after the first wrong one',
      404: 'No such puzzle',
    },
  },
  stats: {
    method: 'GET',
    path: '/user/puzzles/stats',
    tag,
    summary:
      'Your puzzles: how many solved and tried, and for each theme how many solved first try',
    responses: { 200: ['{solved, tried, byTheme}', puzzleAnswers.puzzleStats] },
  },
  importPuzzles: {
    method: 'POST',
    path: '/catalogue/puzzles/import',
    tag,
    summary:
      'Import puzzles (curators): the Lichess puzzle CSV (at most 10 MB) as text/csv or {csv}; rows already in, or unreadable, are skipped with the reason',
    body: PuzzleImportBodySchema,
    csvText: (csv) => ({ csv }),
    example: {
      csv: 'PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n',
    },
    responses: {
      200: ['{added, skipped, reasons: [{reason, count, rows}]}', puzzleAnswers.puzzleImport],
      400: 'No CSV',
      403: forbidden,
      413: 'A body over 10 MB',
    },
  },
})
