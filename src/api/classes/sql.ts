import type { ClassesTx, MemberRecord } from './store'
import type { SharingTx } from '../sharing/store'
import { PLAYLIST_COLUMNS } from '../playlists/sql'
import { readAll } from '../store/records'
import { readAssignment, readAssignmentRound, readClass, readMember } from './records'
import { readPlaylist } from '../playlists/records'
import { HELD, type Sql } from '../store/postgres/sql'

const CLASS_COLUMNS =
  'classes._id, classes.coach_id AS "coachId", classes.name, classes.code, classes.created_at AS "createdAt"'
const ASSIGNMENT_COLUMNS = `_id, class_id AS "classId", kind, playlist_id AS "playlistId",
  video_id AS "videoId", side, themes, difficulty, puzzle_count AS "count", due,
  created_at AS "createdAt"`
const ROUND_COLUMNS = 'assignment_id AS "assignmentId", user_id AS "userId", round'

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
    classStudents: async (classId) =>
      (
        await sql.query<MemberRecord & { firstName: string | null; lastName: string | null }>(
          `SELECT m.class_id AS "classId", m.user_id AS "userId", m.joined_at AS "joinedAt",
             u.first_name AS "firstName", u.last_name AS "lastName"
           FROM class_members m LEFT JOIN users u ON u._id = m.user_id
           WHERE m.class_id = $1 ORDER BY m.joined_at, m.user_id`,
          [classId],
        )
      ).map(({ classId: id, userId, joinedAt, firstName, lastName }) => ({
        classId: id,
        userId,
        joinedAt,
        ...(firstName !== null && { names: { firstName, lastName: lastName ?? '' } }),
      })),
    addMember: async ({ classId, userId, joinedAt }) =>
      changed(
        await sql.query(
          `INSERT INTO class_members (class_id, user_id, joined_at) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING user_id`,
          [classId, userId, joinedAt],
        ),
      ),
    async removeMember(classId, userId) {
      const removed = await sql.query(
        'DELETE FROM class_members WHERE class_id = $1 AND user_id = $2 RETURNING user_id',
        [classId, userId],
      )
      await sql.query(
        `DELETE FROM assignment_rounds WHERE user_id = $2
         AND assignment_id IN (SELECT _id FROM assignments WHERE class_id = $1)`,
        [classId, userId],
      )
      return changed(removed)
    },
    classAssignments: async (classId) =>
      readAll(
        readAssignment,
        await sql.query(
          `SELECT ${ASSIGNMENT_COLUMNS} FROM assignments WHERE class_id = $1 ORDER BY created_at, _id`,
          [classId],
        ),
      ),
    addAssignment: async (assignment) =>
      changed(
        await sql.query(
          `INSERT INTO assignments (_id, class_id, kind, playlist_id, video_id, side, themes,
             difficulty, puzzle_count, due, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING _id`,
          [
            assignment._id,
            assignment.classId,
            assignment.kind,
            assignment.kind === 'playlist' ? assignment.playlistId : null,
            assignment.kind === 'guess' ? assignment.videoId : null,
            assignment.kind === 'guess' ? assignment.side : null,
            assignment.kind === 'puzzles' ? assignment.themes : null,
            (assignment.kind === 'puzzles' && assignment.difficulty) || null,
            assignment.kind === 'puzzles' ? assignment.count : null,
            assignment.due ?? null,
            assignment.createdAt,
          ],
        ),
      ),
    removeAssignment: async (classId, assignmentId) =>
      changed(
        await sql.query('DELETE FROM assignments WHERE class_id = $1 AND _id = $2 RETURNING _id', [
          classId,
          assignmentId,
        ]),
      ),
    guessAssignmentsOf: async (userId, videoId, side) =>
      (
        await sql.query<{ _id: string }>(
          `SELECT assignments._id FROM assignments
           JOIN class_members ON class_members.class_id = assignments.class_id
           WHERE class_members.user_id = $1 AND assignments.kind = 'guess'
             AND assignments.video_id = $2 AND assignments.side = $3`,
          [userId, videoId, side],
        )
      ).map((row) => row._id),
    assignmentRound: async (assignmentId, userId) =>
      readAssignmentRound(
        (
          await sql.query(
            `SELECT ${ROUND_COLUMNS} FROM assignment_rounds WHERE assignment_id = $1 AND user_id = $2`,
            [assignmentId, userId],
          )
        )[0],
      ),
    async saveAssignmentRound({ assignmentId, userId, round }) {
      await sql.query(
        `INSERT INTO assignment_rounds (assignment_id, user_id, round) VALUES ($1, $2, $3)
         ON CONFLICT (assignment_id, user_id) DO UPDATE SET round = EXCLUDED.round`,
        [assignmentId, userId, JSON.stringify(round)],
      )
    },
    assignmentRounds: async (assignmentId) =>
      readAll(
        readAssignmentRound,
        await sql.query(`SELECT ${ROUND_COLUMNS} FROM assignment_rounds WHERE assignment_id = $1`, [
          assignmentId,
        ]),
      ),
    // Its members, assignments and rounds go with it (migration 009's cascades).
    deleteClass: async (classId) =>
      changed(await sql.query('DELETE FROM classes WHERE _id = $1 RETURNING _id', [classId])),
  }
}
