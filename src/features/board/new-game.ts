import { START_FEN } from '@/shared/fen'
import type { BoardGame } from './board-game'

// Kept apart from board-game.ts so that a screen can hold a game without loading chess.js.

export { START_FEN }
export const NEW_GAME: BoardGame = { startFen: START_FEN, moves: [] }
