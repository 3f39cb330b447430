import { isRecord } from '@/shared/is-record'
import type { DrillRecord, DrillsTx } from '../store/port'
import { readAll } from '../store/records'
import { readDrill, readReview } from './records'
import type { Sql } from '../store/postgres/sql'

const DRILL_COLUMNS =
  '_id, user_id AS "userId", note_id AS "noteId", source, alternatives, video_id AS "videoId", time_seconds AS "timeSeconds", text, fen, solution, due, reps, lapses, last_review AS "lastReview", card, created_at AS "createdAt"'

/**
 * The review screen's read in one round trip (docs/performance.md, "The server"): the user's row
 * (none: no such user), then a row per due drill of the page (or one row of NULLs), each carrying
 * the due count (up to $4), the next due time and the learner's days with a review since $5, in
 * their time zone ($6 minutes ahead of UTC, as `reviewDay` in streak.ts computes them).
 */
export const REVIEW_QUEUE = `
  SELECT
    (SELECT count(*) FROM (SELECT 1 FROM drills WHERE user_id = $1 AND due <= $2 LIMIT $4) AS counted)
      AS "queueDueCount",
    (SELECT min(due) FROM drills WHERE user_id = $1 AND due > $2) AS "queueNextDueAt",
    (SELECT coalesce(array_agg(DISTINCT
        floor((extract(epoch FROM reviewed_at::timestamptz) * 1000 + $6::int * 60000) / 86400000)::int
      ), '{}')
      FROM drill_reviews WHERE user_id = $1 AND reviewed_at >= $5) AS "queueReviewDays",
    page.*
  FROM users
  LEFT JOIN LATERAL (
    SELECT ${DRILL_COLUMNS} FROM drills WHERE user_id = $1 AND due <= $2 ORDER BY due, _id LIMIT $3
  ) AS page ON true
  WHERE users._id = $1`

type QueueRow = Record<string, unknown> & {
  _id: string | null
  queueDueCount: string | number
  queueNextDueAt: string | null
  queueReviewDays: number[]
}

/** Columns whose NULL means the drill has none (the record leaves the key out). */
const NULL_IS_NONE = new Set(['lastReview', 'noteId', 'alternatives', 'videoId'])

/**
 * A row as a drill: a NULL last review, note, list of alternatives or video is none. Copied key
 * by key (up to ten rows a review page; docs/performance.md, "The server").
 */
const drillOf = (row: unknown) => {
  if (!isRecord(row)) return readDrill(row)
  const fields: Record<string, unknown> = {}
  for (const key in row) if (row[key] !== null || !NULL_IS_NONE.has(key)) fields[key] = row[key]
  return readDrill(fields)
}

/** The port's drills and reviews over SQL (docs/product.md, "Drills"). */
export function sqlDrills(sql: Sql): DrillsTx {
  const select = async (where: string, params: unknown[]) =>
    readAll(drillOf, await sql.query(`SELECT ${DRILL_COLUMNS} FROM drills WHERE ${where}`, params))
  return {
    drills: (userId) => select('user_id = $1 ORDER BY due, _id', [userId]),
    drill: async (userId, drillId) =>
      (await select('_id = $1 AND user_id = $2', [drillId, userId]))[0],
    async reviewQueue(userId, { now, limit, countUpTo, reviewsSince, utcOffsetMinutes }) {
      const rows = await sql.query<QueueRow>(REVIEW_QUEUE, [
        userId,
        now,
        limit,
        countUpTo,
        reviewsSince,
        utcOffsetMinutes,
      ])
      const [first] = rows
      if (!first) return undefined
      return {
        drills: first._id === null ? [] : readAll(drillOf, rows),
        dueCount: Number(first.queueDueCount),
        nextDueAt: first.queueNextDueAt,
        reviewDays: first.queueReviewDays,
      }
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
        `INSERT INTO drills (_id, user_id, note_id, source, alternatives, video_id, time_seconds, text, fen, solution, due, reps, lapses, last_review, card, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT DO NOTHING RETURNING _id`,
        [
          drill._id,
          drill.userId,
          drill.noteId ?? null,
          JSON.stringify(drill.source),
          alternativesOf(drill),
          drill.videoId ?? null,
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
        `UPDATE drills SET due = $3, reps = $4, lapses = $5, last_review = $6, card = $7,
           alternatives = $8, source = $9, time_seconds = $10, text = $11
         WHERE _id = $1 AND user_id = $2`,
        [
          drill._id,
          drill.userId,
          ...scheduleOf(drill),
          alternativesOf(drill),
          JSON.stringify(drill.source),
          drill.timeSeconds,
          drill.text,
        ],
      )
    },
    async removeDrill(userId, drillId) {
      const removed = await sql.query(
        'DELETE FROM drills WHERE _id = $1 AND user_id = $2 RETURNING _id',
        [drillId, userId],
      )
      return removed.length > 0
    },
    reviews: async (userId, since = '') =>
      readAll(
        readReview,
        await sql.query(
          'SELECT user_id AS "userId", drill_id AS "drillId", rating, reviewed_at AS "reviewedAt" FROM drill_reviews WHERE user_id = $1 AND reviewed_at >= $2 ORDER BY reviewed_at, seq',
          [userId, since],
        ),
      ),
    async addReview({ userId, drillId, rating, reviewedAt }) {
      await sql.query(
        'INSERT INTO drill_reviews (user_id, drill_id, rating, reviewed_at) VALUES ($1, $2, $3, $4)',
        [userId, drillId, rating, reviewedAt],
      )
    },
  }
}

/** A drill's accepted alternatives as their jsonb column: null when it accepts the answer alone. */
const alternativesOf = (drill: DrillRecord) =>
  drill.alternatives ? JSON.stringify(drill.alternatives) : null

/** A drill's schedule as its five columns, in the order the queries above number them. */
const scheduleOf = (drill: DrillRecord) => [
  drill.due,
  drill.reps,
  drill.lapses,
  drill.lastReview ?? null,
  JSON.stringify(drill.card),
]
