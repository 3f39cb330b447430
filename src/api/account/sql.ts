import type { AccountTx } from '../store/port'
import { readAll } from '../store/records'
import { readNote } from '../study/records'
import { readSession } from '../auth/records'
import type { Sql } from '../store/postgres/sql'
import { NOTE_COLUMNS } from '../study/sql'

const SESSION_COLUMNS =
  '_id, user_id AS "userId", created_at AS "createdAt", last_seen_at AS "lastSeenAt"'

/** The port's sessions, password and whole-account work over SQL (docs/api.md, "Sessions"). */
export function sqlAccount(sql: Sql): AccountTx {
  return {
    session: async (sessionId) =>
      readSession(
        (await sql.query(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE _id = $1`, [sessionId]))[0],
      ),
    sessions: async (userId) =>
      readAll(
        readSession,
        await sql.query(
          `SELECT ${SESSION_COLUMNS} FROM sessions WHERE user_id = $1 ORDER BY created_at, _id`,
          [userId],
        ),
      ),
    async addSession({ _id, userId, createdAt, lastSeenAt }) {
      await sql.query(
        'INSERT INTO sessions (_id, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4)',
        [_id, userId, createdAt, lastSeenAt],
      )
    },
    async touchSession(sessionId, at) {
      await sql.query('UPDATE sessions SET last_seen_at = $2 WHERE _id = $1', [sessionId, at])
    },
    async endSessions(userId, keep) {
      await sql.query('DELETE FROM sessions WHERE user_id = $1 AND _id <> $2', [userId, keep ?? ''])
    },
    async endSession(userId, sessionId) {
      const ended = await sql.query(
        'DELETE FROM sessions WHERE _id = $1 AND user_id = $2 RETURNING _id',
        [sessionId, userId],
      )
      return ended.length > 0
    },
    async pruneSessions(userId, createdBefore) {
      await sql.query('DELETE FROM sessions WHERE user_id = $1 AND created_at < $2', [
        userId,
        createdBefore,
      ])
    },
    async setLanguage(userId, language, at) {
      await sql.query('UPDATE users SET language = $2, updated_at = $3 WHERE _id = $1', [
        userId,
        language,
        at,
      ])
    },
    async setPassword(userId, password, at) {
      await sql.query('UPDATE users SET password = $2, updated_at = $3 WHERE _id = $1', [
        userId,
        JSON.stringify(password),
        at,
      ])
    },
    userNotes: async (userId) =>
      readAll(
        readNote,
        await sql.query(
          `SELECT ${NOTE_COLUMNS} FROM notes WHERE user_id = $1 ORDER BY created_at, seq`,
          [userId],
        ),
      ),
    // Every table of a user's records refers to users with ON DELETE CASCADE (migrations/), and
    // a playlist's videos to their playlist: one row goes, and all of it with it.
    async deleteUser(userId) {
      await sql.query('DELETE FROM users WHERE _id = $1', [userId])
    },
  }
}
