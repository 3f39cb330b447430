import type { Sql } from '../store/postgres/sql'
import { readAll } from '../store/records'
import { readLesson } from './records'
import {
  checkedLessons,
  parsedJson,
  readCheckedLesson,
  type CheckedLessons,
} from './checked-lessons'
import type { LessonPositionRecord, LessonsTx } from './store'

/** The port's lessons over SQL (migration 012): the record as jsonb, its positions as rows. */
export function sqlLessons(sql: Sql, checked: CheckedLessons = checkedLessons()): LessonsTx {
  return {
    lesson: async (videoId) =>
      readCheckedLesson(
        checked,
        (
          await sql.query<{ record: string; version: string }>(
            'SELECT record::text AS record, xmin::text AS version FROM lessons WHERE video_id = $1',
            [videoId],
          )
        )[0],
        videoId,
      ),
    lessonSizes: () =>
      sql.query<{ videoId: string; plyCount: number }>(
        `SELECT video_id AS "videoId", (record->>'plyCount')::int AS "plyCount"
         FROM lessons ORDER BY video_id`,
      ),
    async saveLesson(lesson, positions) {
      await sql.query(
        `INSERT INTO lessons (video_id, record, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (video_id) DO UPDATE SET record = EXCLUDED.record, updated_at = EXCLUDED.updated_at`,
        [lesson.videoId, JSON.stringify(lesson), lesson.updatedAt],
      )
      await sql.query('DELETE FROM lesson_positions WHERE video_id = $1', [lesson.videoId])
      await sql.query(
        `INSERT INTO lesson_positions (video_id, epd, ply, san, time_seconds)
         SELECT $1, position->>'epd', (position->>'ply')::int, position->>'san',
                (position->>'timeSeconds')::double precision
         FROM jsonb_array_elements($2::jsonb) AS given (position)`,
        [lesson.videoId, JSON.stringify(positions)],
      )
    },
    async deleteLesson(videoId) {
      // Its positions go with it (ON DELETE CASCADE).
      const deleted = await sql.query(
        'DELETE FROM lessons WHERE video_id = $1 RETURNING video_id',
        [videoId],
      )
      return deleted.length > 0
    },
    lessonsWithoutOpening: async () =>
      readAll(
        readLesson,
        (
          await sql.query<{ record: unknown }>(
            "SELECT record FROM lessons WHERE NOT (record ? 'opening') ORDER BY video_id",
          )
        ).map((row) => row.record),
      ),
    storedLessons: async () =>
      (
        await sql.query<{ videoId: string; record: string }>(
          'SELECT video_id AS "videoId", record::text AS record FROM lessons ORDER BY video_id',
        )
      ).map(({ videoId, record }) => ({ videoId, record: parsedJson(record) })),
    async keepLessonBeforeRepair({ videoId, record, changes, repairedAt }) {
      await sql.query(
        'INSERT INTO lesson_repairs (video_id, record, changes, repaired_at) VALUES ($1, $2, $3, $4)',
        [videoId, JSON.stringify(record), JSON.stringify(changes), repairedAt],
      )
    },
    // Every row's EPD is the one asked: not read back.
    lessonPositions: async (epd) =>
      positionsOf(
        await sql.query<PositionRow>(
          `SELECT video_id AS "videoId", ply, san, time_seconds AS "timeSeconds"
           FROM lesson_positions WHERE epd = $1 ORDER BY video_id, ply, seq`,
          [epd],
        ),
        epd,
      ),
    lessonsReaching: async (epd, limit) =>
      positionsOf(
        await sql.query<PositionRow>(
          `SELECT DISTINCT ON (video_id)
               video_id AS "videoId", ply, san, time_seconds AS "timeSeconds"
             FROM lesson_positions WHERE epd = $1 ORDER BY video_id, ply, seq LIMIT $2`,
          [epd, limit],
        ),
        epd,
      ),
  }
}

type PositionRow = Omit<LessonPositionRecord, 'epd' | 'timeSeconds'> & {
  timeSeconds: number | null
}

/**
 * The rows read by an EPD as the port's positions of it: a move without a time has none, not a
 * null one. The database types these columns and keeps them NOT
 * NULL (migration 012), which is all the stored record's check would say of them: "Lessons with
 * this position" reads up to 50 a request without zod (docs/performance.md, "The server").
 */
const positionsOf = (rows: PositionRow[], epd: string): LessonPositionRecord[] =>
  rows.map(({ videoId, ply, san, timeSeconds }) =>
    // Written out, not spread: a rest and a spread per row were a fifth of the read's work.
    timeSeconds === null ? { videoId, epd, ply, san } : { videoId, epd, ply, san, timeSeconds },
  )
