import type { BoardGame } from './board-game'

// Kept apart from board-game.ts so that a screen can hold a game without loading chess.js.

/** The initial position. */
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
export const NEW_GAME: BoardGame = { startFen: START_FEN, moves: [] }
