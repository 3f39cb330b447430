import type { Sql } from '../store/postgres/sql'
import { readAll } from '../store/records'
import { readGame } from './records'
import type { GamesTx } from './store'

const COLUMNS = `_id, user_id AS "userId", created_at AS "createdAt", fen, moves, side, level,
  result, termination, opening`

/** The port's games over SQL (migration 021): one row per game. */
export function sqlGames(sql: Sql): GamesTx {
  const withoutNulls = (row: unknown) => {
    const { opening, ...rest } = row as { opening: unknown }
    return opening === null ? rest : row
  }
  return {
    games: async (userId, limit, before) =>
      readAll(
        (row) => readGame(withoutNulls(row)),
        await sql.query(
          // No sentinel for "none before": a collation may weigh a high character as nothing.
          `SELECT ${COLUMNS} FROM games WHERE user_id = $1 AND ($2::text IS NULL OR created_at < $2)
           ORDER BY created_at DESC LIMIT $3`,
          [userId, before ?? null, limit],
        ),
      ),
    async countGames(userId) {
      const [row] = await sql.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM games WHERE user_id = $1',
        [userId],
      )
      return row?.count ?? 0
    },
    async game(userId, gameId) {
      const [row] = await sql.query(
        `SELECT ${COLUMNS} FROM games WHERE _id = $1 AND user_id = $2`,
        [gameId, userId],
      )
      return row ? readGame(withoutNulls(row)) : undefined
    },
    async saveGame(game) {
      await sql.query(
        `INSERT INTO games (_id, user_id, created_at, fen, moves, side, level, result, termination,
           opening) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          game._id,
          game.userId,
          game.createdAt,
          game.fen,
          JSON.stringify(game.moves),
          game.side,
          game.level,
          game.result,
          game.termination,
          game.opening ? JSON.stringify(game.opening) : null,
        ],
      )
    },
    deleteGame: async (userId, gameId) =>
      (
        await sql.query(`DELETE FROM games WHERE _id = $1 AND user_id = $2 RETURNING _id`, [
          gameId,
          userId,
        ])
      ).length > 0,
  }
}
