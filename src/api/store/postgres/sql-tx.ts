import { titleKey } from '@/shared/input-rules'
import type { Catalogue, EntryListName, StoreTx, UserRecord } from '../port'
import { catalogueVideos } from '../catalogue'
import { readAll, readPlaylist, readUser } from '../records'
import { HELD, type Sql } from './sql'
import { sqlAccount } from '../../account/sql'
import { sqlCatalogue } from '../../catalogue/sql'
import { PLAYLIST_COLUMNS, sqlClasses } from '../../classes/sql'
import { sqlDrills } from '../../drills/sql'
import { sqlStudy } from '../../study/sql'

// Rows come back as the records the port speaks, checked like any stored record (../records.ts).
const USER_COLUMNS =
  '_id, email, first_name AS "firstName", last_name AS "lastName", password, created_at AS "createdAt", updated_at AS "updatedAt", role'

/** Where a list's entries live: a user's own lists, or a playlist's videos. */
const entriesOf = (list: EntryListName) =>
  list === 'playlist'
    ? {
        table: 'playlist_videos',
        owner: 'playlist_id',
        where: 'playlist_id = $1',
        order: 'position, seq',
      }
    : { table: 'list_entries', owner: 'user_id', where: 'user_id = $1 AND list = $2', order: 'seq' }

const ownerParams = (owner: string, list: EntryListName) =>
  list === 'playlist' ? [owner] : [owner, list]

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'

/**
 * The port's unit of work over one SQL transaction. In a write, the requester's row and a
 * playlist are held (HELD).
 */
export function sqlTx(
  sql: Sql,
  catalogue: Catalogue,
  { writing = false } = {},
): StoreTx & { catalogueChanged: () => boolean } {
  const { changed: catalogueChanged, ...catalogueWrites } = sqlCatalogue(sql)
  const clearEntries = async (owner: string, list: EntryListName) => {
    const { table, where } = entriesOf(list)
    await sql.query(`DELETE FROM ${table} WHERE ${where}`, ownerParams(owner, list))
  }
  return {
    catalogue,
    catalogueChanged,
    ...catalogueWrites,
    user: async (userId) =>
      readUser((await sql.query(`SELECT ${USER_COLUMNS} FROM users WHERE _id = $1`, [userId]))[0]),
    requester: async (userId) =>
      readUser(
        (
          await sql.query(
            `SELECT ${USER_COLUMNS} FROM users WHERE _id = $1${writing ? ` ${HELD}` : ''}`,
            [userId],
          )
        )[0],
      ),
    userByEmail: async (email) =>
      readUser((await sql.query(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email]))[0]),
    async addUser(user: UserRecord) {
      const added = await sql.query(
        `INSERT INTO users (_id, email, first_name, last_name, password, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (email) DO NOTHING RETURNING _id`,
        [
          user._id,
          user.email,
          user.firstName,
          user.lastName,
          JSON.stringify(user.password),
          user.createdAt,
          user.updatedAt,
        ],
      )
      return added.length === 1
    },

    async listVideos(owner, list) {
      const { table, where, order } = entriesOf(list)
      const rows = await sql.query<{ video_id: string }>(
        `SELECT video_id FROM ${table} WHERE ${where} ORDER BY ${order}`,
        ownerParams(owner, list),
      )
      return catalogueVideos(
        catalogue,
        rows.map(({ video_id: videoId }) => ({ videoId })),
      )
    },
    async addEntry(owner, list, videoId) {
      const { table, owner: column } = entriesOf(list)
      const added =
        list === 'playlist'
          ? await sql.query(
              `INSERT INTO ${table} (${column}, video_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING seq`,
              [owner, videoId],
            )
          : await sql.query(
              `INSERT INTO ${table} (${column}, list, video_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING seq`,
              [owner, list, videoId],
            )
      return added.length === 1
    },
    async removeEntry(owner, list, videoId) {
      const { table, where } = entriesOf(list)
      const params = ownerParams(owner, list)
      const removed = await sql.query(
        `DELETE FROM ${table} WHERE ${where} AND video_id = $${params.length + 1} RETURNING seq`,
        [...params, videoId],
      )
      return removed.length > 0
    },
    clearEntries,

    playlists: async (userId) =>
      readAll(
        readPlaylist,
        await sql.query(
          `SELECT ${PLAYLIST_COLUMNS} FROM playlists WHERE user_id = $1 ORDER BY seq`,
          [userId],
        ),
      ),
    async playlistVideos(userId) {
      const rows = await sql.query<{ playlist_id: string; video_id: string }>(
        `SELECT playlist_id, video_id FROM playlist_videos
         WHERE playlist_id IN (SELECT _id FROM playlists WHERE user_id = $1)
         ORDER BY playlist_id, position, seq`,
        [userId],
      )
      const ids = new Map<string, { videoId: string }[]>()
      for (const { playlist_id: playlistId, video_id: videoId } of rows) {
        const entries = ids.get(playlistId) ?? []
        entries.push({ videoId })
        ids.set(playlistId, entries)
      }
      return new Map(
        [...ids].map(([playlistId, entries]) => [playlistId, catalogueVideos(catalogue, entries)]),
      )
    },
    playlist: async (playlistId) => {
      const [row] = await sql.query(
        `SELECT ${PLAYLIST_COLUMNS} FROM playlists WHERE _id = $1${writing ? ` ${HELD}` : ''}`,
        [playlistId],
      )
      return readPlaylist(row)
    },
    async addPlaylist(playlist) {
      const added = await sql.query(
        `INSERT INTO playlists (_id, user_id, title, title_key, description) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, title_key) DO NOTHING RETURNING _id`,
        [
          playlist._id,
          playlist.userId,
          playlist.title,
          titleKey(playlist.title),
          playlist.description,
        ],
      )
      return added.length === 1
    },
    async updatePlaylist({ _id, userId, title, description }) {
      try {
        const updated = await sql.query(
          `UPDATE playlists SET title = $3, title_key = $4, description = $5
           WHERE _id = $1 AND NOT EXISTS (
             SELECT 1 FROM playlists WHERE user_id = $2 AND title_key = $4 AND _id <> $1
           ) RETURNING _id`,
          [_id, userId, title, titleKey(title), description],
        )
        return updated.length === 1
      } catch (error) {
        // A concurrent rename to the same title: the unique constraint settles it.
        if (isUniqueViolation(error)) return false
        throw error
      }
    },
    async orderPlaylist(playlistId, videoIds) {
      await sql.query(
        `UPDATE playlist_videos SET position = given.position
         FROM unnest($2::text[]) WITH ORDINALITY AS given (video_id, position)
         WHERE playlist_videos.playlist_id = $1 AND playlist_videos.video_id = given.video_id`,
        [playlistId, videoIds],
      )
    },
    async deletePlaylist(playlistId) {
      // Its videos go with it (ON DELETE CASCADE).
      await sql.query('DELETE FROM playlists WHERE _id = $1', [playlistId])
    },

    ...sqlClasses(sql, { writing }),
    ...sqlStudy(sql),
    ...sqlDrills(sql),
    ...sqlAccount(sql),
  }
}
