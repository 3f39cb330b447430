import type { Sql } from './sql'

/**
 * Numbered, forward-only SQL migrations (migrations/NNN-name.sql), applied in order at start-up
 * and recorded in schema_migrations (docs/architecture.md, "Stored data"). An advisory lock
 * makes instances that start together take turns; a start-up's migrations commit together,
 * with their records, or not at all.
 */
const files = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export const migrations = Object.entries(files)
  .map(([path, script]) => {
    const [, number, name] = /(\d+)-([\w-]+)\.sql$/.exec(path) ?? []
    return { version: Number(number), name: name ?? path, script }
  })
  .sort((a, b) => a.version - b.version)

/** Any number the instances of one database agree on: it names the lock they take turns with. */
export const STARTUP_LOCK = 784_512_001

export async function migrate(sql: Sql): Promise<void> {
  await sql.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK])
  await sql.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const applied = new Set(
    (await sql.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
      (row) => row.version,
    ),
  )
  for (const { version, name, script } of migrations) {
    if (applied.has(version)) continue
    await sql.exec(script)
    await sql.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      version,
      name,
    ])
  }
}
