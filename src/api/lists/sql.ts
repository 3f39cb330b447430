import { catalogueVideos } from '../store/catalogue'
import type { Catalogue } from '../videos/store'
import type { Sql } from '../store/postgres/sql'
import type { EntryListName, ListsTx } from './store'

/** Where a list's entries live: a user's own lists, or a playlist's videos. */
export const entriesOf = (list: EntryListName) =>
  list === 'playlist'
    ? {
        table: 'playlist_videos',
        owner: 'playlist_id',
        where: 'playlist_id = $1',
        order: 'position, seq',
      }
    : { table: 'list_entries', owner: 'user_id', where: 'user_id = $1 AND list = $2', order: 'seq' }

export const ownerParams = (owner: string, list: EntryListName) =>
  list === 'playlist' ? [owner] : [owner, list]

/** The port's lists (a user's own, and a playlist's videos) over SQL. */
export function sqlLists(sql: Sql, catalogue: Catalogue): ListsTx {
  return {
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
    async clearEntries(owner, list) {
      const { table, where } = entriesOf(list)
      await sql.query(`DELETE FROM ${table} WHERE ${where}`, ownerParams(owner, list))
    },
  }
}
