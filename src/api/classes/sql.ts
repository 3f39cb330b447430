import type { ClassesTx } from './store'
import type { SharingTx } from '../sharing/store'
import { PLAYLIST_COLUMNS } from '../playlists/sql'
import { readAll, readAssignment, readClass, readMember, readPlaylist } from '../store/records'
import { HELD, type Sql } from '../store/postgres/sql'

const CLASS_COLUMNS =
  'classes._id, classes.coach_id AS "coachId", classes.name, classes.code, classes.created_at AS "createdAt"'
const ASSIGNMENT_COLUMNS =
  '_id, class_id AS "classId", playlist_id AS "playlistId", due, created_at AS "createdAt"'

/** Rows a statement returned: none when ON CONFLICT DO NOTHING met a duplicate or a DELETE no row. */
const changed = (rows: unknown[]) => rows.length > 0

/**
 * The port's sharing and classes over SQL (docs/api.md, "Sharing" and "Classes"). In a write, the
 * class found is held (sql.ts, HELD): joins, removals and assignments of one class take turns,
 * and its limits hold.
 */
export function sqlClasses(sql: Sql, { writing = false } = {}): SharingTx & ClassesTx {
  const held = writing ? ` ${HELD}` : ''
  const classes = async (where: string, params: unknown[]) =>
    readAll(readClass, await sql.query(`SELECT ${CLASS_COLUMNS} FROM classes ${where}`, params))
  return {
    async sharePlaylist(playlistId, shareId) {
      await sql.query('UPDATE playlists SET share_id = $2 WHERE _id = $1', [playlistId, shareId])
    },
    sharedPlaylist: async (shareId) =>
      readPlaylist(
        (
          await sql.query(`SELECT ${PLAYLIST_COLUMNS} FROM playlists WHERE share_id = $1`, [
            shareId,
          ])
        )[0],
      ),
    addClass: async ({ _id, coachId, name, code, createdAt }) =>
      changed(
        await sql.query(
          `INSERT INTO classes (_id, coach_id, name, code, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (code) DO NOTHING RETURNING _id`,
          [_id, coachId, name, code, createdAt],
        ),
      ),
    findClass: async (classId) => (await classes(`WHERE _id = $1${held}`, [classId]))[0],
    classByCode: async (code) => (await classes(`WHERE code = $1${held}`, [code]))[0],
    coachedClasses: (userId) => classes('WHERE coach_id = $1 ORDER BY created_at, _id', [userId]),
    joinedClasses: async (userId) =>
      readAll(
        readClass,
        await sql.query(
          `SELECT ${CLASS_COLUMNS} FROM classes
           JOIN class_members ON class_members.class_id = classes._id
           WHERE class_members.user_id = $1 ORDER BY class_members.joined_at, classes._id`,
          [userId],
        ),
      ),
    classMembers: async (classId) =>
      readAll(
        readMember,
        await sql.query(
          `SELECT class_id AS "classId", user_id AS "userId", joined_at AS "joinedAt"
           FROM class_members WHERE class_id = $1 ORDER BY joined_at, user_id`,
          [classId],
        ),
      ),
    addMember: async ({ classId, userId, joinedAt }) =>
      changed(
        await sql.query(
          `INSERT INTO class_members (class_id, user_id, joined_at) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING user_id`,
          [classId, userId, joinedAt],
        ),
      ),
    removeMember: async (classId, userId) =>
      changed(
        await sql.query(
          'DELETE FROM class_members WHERE class_id = $1 AND user_id = $2 RETURNING user_id',
          [classId, userId],
        ),
      ),
    classAssignments: async (classId) =>
      readAll(
        readAssignment,
        await sql.query(
          `SELECT ${ASSIGNMENT_COLUMNS} FROM assignments WHERE class_id = $1 ORDER BY created_at, _id`,
          [classId],
        ),
      ),
    addAssignment: async ({ _id, classId, playlistId, due, createdAt }) =>
      changed(
        await sql.query(
          `INSERT INTO assignments (_id, class_id, playlist_id, due, created_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (class_id, playlist_id) DO NOTHING RETURNING _id`,
          [_id, classId, playlistId, due ?? null, createdAt],
        ),
      ),
    removeAssignment: async (classId, assignmentId) =>
      changed(
        await sql.query('DELETE FROM assignments WHERE class_id = $1 AND _id = $2 RETURNING _id', [
          classId,
          assignmentId,
        ]),
      ),
    // Its members and assignments go with it (migration 009's cascades).
    deleteClass: async (classId) =>
      changed(await sql.query('DELETE FROM classes WHERE _id = $1 RETURNING _id', [classId])),
  }
}
