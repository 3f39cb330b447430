import type { Sql } from './sql'

type IndexRow = { schema: string; table: string; index: string; columns: string[] }

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Reads a whole PGlite database before anything is written to it (docs/decisions/022): every
 * table end to end, then again through each of its indexes, whose scans visit the rows they point
 * at. A file cut short, or holding garbage, fails one of the reads; a table that lost rows its
 * indexes still hold is counted apart from them. Throws what is wrong; resolves when all is read.
 * Read-only: it runs in a READ ONLY transaction whose settings end with it.
 */
export async function checkIntegrity(sql: Sql): Promise<void> {
  await sql.exec(
    `SET TRANSACTION READ ONLY;
     SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off;
     SET LOCAL enable_indexonlyscan = off; SET LOCAL enable_sort = off;`,
  )
  const tables = await sql.query<{ schema: string; table: string }>(
    `SELECT n.nspname AS schema, c.relname AS table FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND n.nspname NOT LIKE 'pg_toast%' ORDER BY 1, 2`,
  )
  const counts = new Map<string, number>()
  for (const { schema, table } of tables) {
    const name = `${quoted(schema)}.${quoted(table)}`
    // With sequential scans "off" the planner still takes one when nothing else reads a table.
    const [row] = await sql.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${name}`)
    counts.set(name, row!.rows)
  }
  const indexes = await sql.query<IndexRow>(
    `SELECT n.nspname AS schema, t.relname AS table, ic.relname AS index,
       array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY AS k (attnum, place)
             JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
             ORDER BY k.place) AS columns
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_class ic ON ic.oid = i.indexrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
       AND i.indexprs IS NULL AND i.indpred IS NULL ORDER BY 1, 2, 3`,
  )
  for (const { schema, table, index, columns } of indexes) {
    const name = `${quoted(schema)}.${quoted(table)}`
    const [row] = await sql.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM (SELECT 1 FROM ${name} ORDER BY ${columns.map(quoted).join(', ')}) AS through_index`,
    )
    if (row!.rows !== counts.get(name))
      throw new Error(
        `the table ${table} has ${counts.get(name)} rows and its index ${index} ${row!.rows}`,
      )
  }
}

/** What an operator reads when a data folder cannot be opened (README, "Back up and restore"). */
export const damagedFolder = (folder: string, cause: unknown) => {
  const said = cause instanceof Error ? cause.message : String(cause)
  // PGlite's WebAssembly says only "Aborted()" when its own files cannot be read.
  const what = /^Aborted\(\)/.test(said) ? 'PostgreSQL could not start on its files' : said
  return new Error(
    `The database in ${folder} is damaged (${what}). Nothing was written to it. Stop here and ` +
      `restore the folder from a backup, or move it aside and start with an empty folder.`,
  )
}
