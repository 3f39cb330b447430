import { titleKey } from '@/shared/input-rules'
import { catalogueVideos } from '../store/catalogue'
import type { Catalogue } from '../videos/store'
import { readAll } from '../store/records'
import { readPlaylist } from './records'
import { HELD, type Sql } from '../store/postgres/sql'
import type { PlaylistsTx } from './store'

export const PLAYLIST_COLUMNS =
  '_id, user_id AS "userId", title, description, share_id AS "shareId"'

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'

/**
 * The port's playlists over SQL. In a write, a playlist read is held (HELD): a write racing its
 * delete waits for it and then finds nothing (docs/decisions/022).
 */
export function sqlPlaylists(
  sql: Sql,
  catalogue: Catalogue,
  { writing = false } = {},
): PlaylistsTx {
  return {
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
  }
}
