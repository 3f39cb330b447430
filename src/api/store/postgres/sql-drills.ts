import { isRecord } from '@/shared/is-record'
import type { DrillRecord, DrillsTx } from '../port'
import { readAll, readDrill } from '../records'
import type { Sql } from './sql'

const DRILL_COLUMNS =
  '_id, user_id AS "userId", note_id AS "noteId", video_id AS "videoId", time_seconds AS "timeSeconds", text, fen, solution, due, reps, lapses, last_review AS "lastReview", card, created_at AS "createdAt"'

/** A row as a drill: a NULL last review is none. */
const drillOf = (row: unknown) =>
  readDrill(isRecord(row) && row.lastReview === null ? { ...row, lastReview: undefined } : row)

/** The port's drills and reviews over SQL (docs/product.md, "Drills"). */
export function sqlDrills(sql: Sql): DrillsTx {
  const select = async (where: string, params: unknown[]) =>
    readAll(drillOf, await sql.query(`SELECT ${DRILL_COLUMNS} FROM drills WHERE ${where}`, params))
  return {
    drills: (userId) => select('user_id = $1 ORDER BY due, _id', [userId]),
    drill: async (userId, drillId) =>
      (await select('_id = $1 AND user_id = $2', [drillId, userId]))[0],
    async dueDrills(userId, now, limit) {
      const [drills, [counts]] = await Promise.all([
        select('user_id = $1 AND due <= $2 ORDER BY due, _id LIMIT $3', [userId, now, limit]),
        sql.query<{ due: string | number; next: string | null }>(
          `SELECT (SELECT count(*) FROM drills WHERE user_id = $1 AND due <= $2) AS due,
                  (SELECT min(due) FROM drills WHERE user_id = $1 AND due > $2) AS next`,
          [userId, now],
        ),
      ])
      return { drills, dueCount: Number(counts?.due ?? 0), nextDueAt: counts?.next ?? null }
    },
    countDrills: async (userId) =>
      Number(
        (
          await sql.query<{ count: string | number }>(
            'SELECT count(*) FROM drills WHERE user_id = $1',
            [userId],
          )
        )[0]?.count ?? 0,
      ),
    async addDrill(drill) {
      const added = await sql.query(
        `INSERT INTO drills (_id, user_id, note_id, video_id, time_seconds, text, fen, solution, due, reps, lapses, last_review, card, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (note_id) DO NOTHING RETURNING _id`,
        [
          drill._id,
          drill.userId,
          drill.noteId,
          drill.videoId,
          drill.timeSeconds,
          drill.text,
          drill.fen,
          drill.solution,
          ...scheduleOf(drill),
          drill.createdAt,
        ],
      )
      return added.length === 1
    },
    async updateDrill(drill) {
      await sql.query(
        `UPDATE drills SET due = $3, reps = $4, lapses = $5, last_review = $6, card = $7
         WHERE _id = $1 AND user_id = $2`,
        [drill._id, drill.userId, ...scheduleOf(drill)],
      )
    },
    async removeDrill(userId, drillId) {
      const removed = await sql.query(
        'DELETE FROM drills WHERE _id = $1 AND user_id = $2 RETURNING _id',
        [drillId, userId],
      )
      return removed.length > 0
    },
    async addReview({ userId, drillId, rating, reviewedAt }) {
      await sql.query(
        'INSERT INTO drill_reviews (user_id, drill_id, rating, reviewed_at) VALUES ($1, $2, $3, $4)',
        [userId, drillId, rating, reviewedAt],
      )
    },
    reviewTimes: async (userId, since) =>
      (
        await sql.query<{ reviewedAt: string }>(
          'SELECT reviewed_at AS "reviewedAt" FROM drill_reviews WHERE user_id = $1 AND reviewed_at >= $2 ORDER BY reviewed_at',
          [userId, since],
        )
      ).map((row) => row.reviewedAt),
  }
}

/** A drill's schedule as its five columns, in the order the queries above number them. */
const scheduleOf = (drill: DrillRecord) => [
  drill.due,
  drill.reps,
  drill.lapses,
  drill.lastReview ?? null,
  JSON.stringify(drill.card),
]
