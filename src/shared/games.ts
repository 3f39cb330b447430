import * as z from 'zod/mini'

// A game played against the engine on the wire (docs/api.md, "Games"; docs/product.md, "Play it
// out against the engine"): what the page sends when a game ends, and the game kept.

export const GAME_RESULTS = ['1-0', '0-1', '1/2-1/2'] as const
export const GAME_TERMINATIONS = [
  'checkmate',
  'stalemate',
  'repetition',
  'fifty-moves',
  'insufficient-material',
  'resignation',
  'agreement',
] as const
export type GameResult = (typeof GAME_RESULTS)[number]
export type GameTermination = (typeof GAME_TERMINATIONS)[number]

/** A game's moves at most, in plies (a long game is some 300). */
export const MAX_GAME_PLIES = 1_000
/** "Your games" a page. */
export const GAMES_PAGE = 20

export const gameMessages = {
  gameInvalid: `Send {game: {fen, moves, side, level, result, termination}}: fen the start, moves in SAN from it (at most ${MAX_GAME_PLIES.toLocaleString('en')}), side "white" or "black" (yours), level 1 to 8, result "1-0", "0-1" or "1/2-1/2", termination one of ${GAME_TERMINATIONS.join(', ')}.`,
} as const
const { gameInvalid } = gameMessages

export const NewGameSchema = z.object(
  {
    fen: z.string(gameInvalid).check(z.minLength(10, gameInvalid), z.maxLength(100, gameInvalid)),
    moves: z
      .array(z.string(gameInvalid).check(z.minLength(2, gameInvalid), z.maxLength(12, gameInvalid)))
      .check(z.maxLength(MAX_GAME_PLIES, gameInvalid)),
    side: z.enum(['white', 'black'], gameInvalid),
    level: z
      .number(gameInvalid)
      .check(z.int(gameInvalid), z.gte(1, gameInvalid), z.lte(8, gameInvalid)),
    result: z.enum(GAME_RESULTS, gameInvalid),
    termination: z.enum(GAME_TERMINATIONS, gameInvalid),
  },
  gameInvalid,
)
export type NewGame = z.output<typeof NewGameSchema>

/** A game kept: as sent, with its id, when it ended, and the opening it reached (if named). */
export const GameSchema = z.extend(NewGameSchema, {
  _id: z.string(),
  createdAt: z.string(),
  opening: z.optional(z.object({ eco: z.string(), name: z.string() })),
})
export type Game = z.output<typeof GameSchema>
