/**
 * What the PostgreSQL adapter needs from a database: queries, and transactions in which every
 * query runs on one connection. `pg` (a real server) and PGlite (embedded) both provide it.
 */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>
  /** Runs a script of several statements, without parameters (the migrations). */
  exec(script: string): Promise<void>
}

export interface SqlDatabase {
  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>
  close(): Promise<void>
}
