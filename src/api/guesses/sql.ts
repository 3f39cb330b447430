import type { Sql } from '../store/postgres/sql'
import { readAll } from '../store/records'
import { readGuessRecord } from './records'
import type { GuessesTx } from './store'

const COLUMNS = 'user_id AS "userId", video_id AS "videoId", best, last'

/** The port's guess rounds over SQL (migration 013): one row per learner and lesson. */
export function sqlGuesses(sql: Sql): GuessesTx {
  return {
    guessRecord: async (userId, videoId) =>
      readGuessRecord(
        (
          await sql.query(
            `SELECT ${COLUMNS} FROM guess_rounds WHERE user_id = $1 AND video_id = $2`,
            [userId, videoId],
          )
        )[0],
      ),
    async saveGuessRecord({ userId, videoId, best, last }) {
      await sql.query(
        `INSERT INTO guess_rounds (user_id, video_id, best, last) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, video_id) DO UPDATE SET best = EXCLUDED.best, last = EXCLUDED.last`,
        [userId, videoId, JSON.stringify(best), JSON.stringify(last)],
      )
    },
    guessRecords: async (userId) =>
      readAll(
        readGuessRecord,
        await sql.query(
          `SELECT ${COLUMNS} FROM guess_rounds WHERE user_id = $1 ORDER BY video_id`,
          [userId],
        ),
      ),
  }
}
