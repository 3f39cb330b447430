import { migrations } from '@/api/store/postgres/migrate'
import type { SqlDatabase } from '@/api/store/postgres/sql'

/** Writes a database as the first `upTo` migrations left it, plus what `fill` adds. */
export async function databaseOfMigration(
  database: SqlDatabase,
  schema: string,
  upTo: number,
  fill: (sql: Parameters<Parameters<SqlDatabase['transaction']>[0]>[0]) => Promise<unknown>,
) {
  await database.transaction(async (sql) => {
    await sql.exec(`CREATE SCHEMA ${schema}`)
    await sql.exec(`SET LOCAL search_path TO ${schema}`)
    await sql.exec(
      'CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    for (const { version, name, script } of migrations.slice(0, upTo)) {
      await sql.exec(script)
      await sql.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        version,
        name,
      ])
    }
    await fill(sql)
  })
}
