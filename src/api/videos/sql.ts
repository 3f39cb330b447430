import type { Video } from '@/shared/entities'
import type { CatalogueTx } from '../store/port'
import type { Sql } from '../store/postgres/sql'

/**
 * The port's catalogue writes over SQL. Each one marks its row as a curator's (the seed refresh
 * leaves it alone from then on) and gives the catalogue a new version, which tells every
 * instance to read it again (sql-store.ts, `catalogue`).
 */
export function sqlCatalogue(sql: Sql): CatalogueTx & { changed: () => boolean } {
  let changed = false
  const changedIf = async (rows: unknown[]) => {
    if (rows.length === 0) return false
    changed = true
    await newCatalogueVersion(sql)
    return true
  }
  const record = ({ removed: _removed, ...video }: Video) => JSON.stringify(video)
  return {
    changed: () => changed,
    // A removed video of the same id comes back, at the end; one still there is not replaced.
    addVideo: async (video) =>
      changedIf(
        await sql.query(
          `INSERT INTO videos (seq, _id, record, source)
           VALUES ((SELECT coalesce(max(seq), -1) + 1 FROM videos), $1, $2, 'curator')
           ON CONFLICT (_id) DO UPDATE
             SET seq = EXCLUDED.seq, record = EXCLUDED.record, source = 'curator', removed_at = NULL
             WHERE videos.removed_at IS NOT NULL
           RETURNING _id`,
          [video._id, record(video)],
        ),
      ),
    updateVideo: async (video) =>
      changedIf(
        await sql.query(
          `UPDATE videos SET record = $2, source = 'curator'
           WHERE _id = $1 AND removed_at IS NULL RETURNING _id`,
          [video._id, record(video)],
        ),
      ),
    async touchCatalogue() {
      await changedIf([true])
    },
    removeVideo: async (videoId, at) =>
      changedIf(
        await sql.query(
          `UPDATE videos SET removed_at = $2, source = 'curator'
           WHERE _id = $1 AND removed_at IS NULL RETURNING _id`,
          [videoId, at],
        ),
      ),
  }
}

/** Any change to the catalogue gives it a new version, in the same transaction. */
export async function newCatalogueVersion(sql: Sql): Promise<void> {
  await sql.query(
    `INSERT INTO meta (key, value) VALUES ('catalogue_version', $1)
     ON CONFLICT (key) DO UPDATE SET value = $1`,
    [JSON.stringify(crypto.randomUUID())],
  )
}

/** The catalogue's version: another instance's write changed the catalogue when it differs. */
export async function catalogueVersion(sql: Sql): Promise<unknown> {
  const [row] = await sql.query<{ value: unknown }>(
    "SELECT value FROM meta WHERE key = 'catalogue_version'",
  )
  return row?.value ?? null
}
