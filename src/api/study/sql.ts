import type { NoteRecord, StoreTx } from '../store/port'
import { readAll } from '../store/records'
import { readNote, readProgress } from './records'
import type { Sql } from '../store/postgres/sql'

const PROGRESS_COLUMNS =
  'user_id AS "userId", video_id AS "videoId", position_seconds AS "positionSeconds", duration_seconds AS "durationSeconds", updated_at AS "updatedAt"'
export const NOTE_COLUMNS =
  '_id, user_id AS "userId", video_id AS "videoId", time_seconds AS "timeSeconds", text, fen, start_fen AS "startFen", moves, created_at AS "createdAt", updated_at AS "updatedAt"'

type Study = Pick<
  StoreTx,
  | 'progress'
  | 'saveProgress'
  | 'removeProgress'
  | 'notes'
  | 'note'
  | 'addNote'
  | 'updateNote'
  | 'removeNote'
>

/** The port's progress and notes over SQL (docs/product.md, "Watch and study"). */
export function sqlStudy(sql: Sql): Study {
  return {
    progress: async (userId) =>
      readAll(
        readProgress,
        await sql.query(
          `SELECT ${PROGRESS_COLUMNS} FROM progress WHERE user_id = $1 ORDER BY updated_at DESC`,
          [userId],
        ),
      ),
    async saveProgress({ userId, videoId, positionSeconds, durationSeconds, updatedAt }) {
      await sql.query(
        `INSERT INTO progress (user_id, video_id, position_seconds, duration_seconds, updated_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, video_id) DO UPDATE SET position_seconds = $3, duration_seconds = $4, updated_at = $5`,
        [userId, videoId, positionSeconds, durationSeconds, updatedAt],
      )
    },
    async removeProgress(userId, videoId) {
      const removed = await sql.query(
        'DELETE FROM progress WHERE user_id = $1 AND video_id = $2 RETURNING video_id',
        [userId, videoId],
      )
      return removed.length > 0
    },

    notes: async (userId, videoId) =>
      readAll(
        readNote,
        await sql.query(
          `SELECT ${NOTE_COLUMNS} FROM notes WHERE user_id = $1 AND video_id = $2 ORDER BY time_seconds, seq`,
          [userId, videoId],
        ),
      ),
    note: async (userId, noteId) =>
      readNote(
        (
          await sql.query(`SELECT ${NOTE_COLUMNS} FROM notes WHERE _id = $1 AND user_id = $2`, [
            noteId,
            userId,
          ])
        )[0],
      ),
    async addNote(note) {
      await sql.query(
        `INSERT INTO notes (_id, user_id, video_id, time_seconds, text, fen, start_fen, moves, updated_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [...noteValues(note), note.createdAt],
      )
    },
    async updateNote(note) {
      const updated = await sql.query(
        `UPDATE notes SET time_seconds = $4, text = $5, fen = $6, start_fen = $7, moves = $8, updated_at = $9
         WHERE _id = $1 AND user_id = $2 AND video_id = $3 RETURNING _id`,
        noteValues(note),
      )
      return updated.length > 0
    },
    async removeNote(userId, videoId, noteId) {
      const removed = await sql.query(
        'DELETE FROM notes WHERE _id = $1 AND user_id = $2 AND video_id = $3 RETURNING _id',
        [noteId, userId, videoId],
      )
      return removed.length > 0
    },
  }
}

/**
 * A note's columns but its creation, in the order the queries above number them (NULL where it
 * has no position).
 */
const noteValues = (note: NoteRecord) => [
  note._id,
  note.userId,
  note.videoId,
  note.timeSeconds,
  note.text,
  note.fen ?? null,
  note.startFen ?? null,
  note.moves ?? null,
  note.updatedAt,
]
