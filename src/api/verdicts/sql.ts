import type { Sql } from '../store/postgres/sql'
import { readEngineSearch } from './records'
import type { VerdictsTx } from './store'

/** The port's engine searches over SQL (migration 020): one row per EPD, search and move. */
export function sqlVerdicts(sql: Sql): VerdictsTx {
  return {
    engineSearch: async (epd, search, move) =>
      readEngineSearch(
        (
          await sql.query(
            `SELECT epd, search, move, score, pv FROM engine_searches
             WHERE epd = $1 AND search = $2 AND move = $3`,
            [epd, search, move],
          )
        )[0],
      ),
    async keepEngineSearch({ epd, search, move, score, pv }) {
      await sql.query(
        `INSERT INTO engine_searches (epd, search, move, score, pv) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (epd, search, move) DO NOTHING`,
        [epd, search, move, JSON.stringify(score), JSON.stringify(pv)],
      )
    },
  }
}
