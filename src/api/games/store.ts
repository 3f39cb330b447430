import type { Game } from '@/shared/games'

/** A game kept, with its player (docs/api.md, "Games"). */
export type GameRecord = Game & { userId: string }

/** Games against the engine: what each adapter's games module implements. */
export interface GamesTx {
  /** The player's games, newest first, `limit` of them ended before `before` (an ISO time). */
  games(userId: string, limit: number, before?: string): Promise<GameRecord[]>
  game(userId: string, gameId: string): Promise<GameRecord | undefined>
  saveGame(record: GameRecord): Promise<void>
  /** How many games the player has kept ("Games played"). */
  countGames(userId: string): Promise<number>
  /** False when the player has no such game. */
  deleteGame(userId: string, gameId: string): Promise<boolean>
}
