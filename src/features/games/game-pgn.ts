import { START_FEN } from '@/shared/board-game'
import type { Game } from '@/shared/games'
import { writeLessonPgn } from '@/shared/lesson-pgn'

// "Export PGN" of a game against the engine (docs/product.md, "Play it out against the engine"):
// the seven tags with the players ("Stockfish level 5" for the engine) and the result, `FEN` and
// `SetUp` when the game did not start from the initial position; written by the lessons' PGN
// writer, so the project's own reader reads it back.

/** The game as PGN; `player` names the learner. */
export function gamePgn(game: Game, player: string): string {
  const engine = `Stockfish level ${game.level}`
  const date = game.createdAt.slice(0, 10).replace(/-/g, '.')
  return writeLessonPgn({
    startFen: game.fen === START_FEN ? undefined : game.fen,
    headers: {
      Event: 'Gambit: a game against the engine',
      Site: 'Gambit',
      Date: date,
      White: game.side === 'white' ? player : engine,
      Black: game.side === 'black' ? player : engine,
      Result: game.result,
      Termination: game.termination,
      ...(game.opening && { ECO: game.opening.eco, Opening: game.opening.name }),
    },
    moves: game.moves.map((san) => ({ san })),
  })
}

/** The file's name: the day and the opponent ("gambit-2026-11-29-stockfish-level-5.pgn"). */
export const gamePgnFileName = (game: Game) =>
  `gambit-${game.createdAt.slice(0, 10)}-stockfish-level-${game.level}.pgn`
