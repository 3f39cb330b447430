/**
 * What the PostgreSQL adapter needs from a database: queries, and units of work in which every
 * query runs on one connection. `pg` (a real server) and PGlite (embedded) both provide it.
 */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>
  /** Runs a script of several statements, without parameters (the migrations). */
  exec(script: string): Promise<void>
}

export type UnitOptions = {
  /** The schema the unit's tables are in (a store of its own in a shared database). */
  searchPath?: string
}

export interface SqlDatabase {
  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>, options?: UnitOptions): Promise<T>
  /**
   * Runs reads on one connection without a transaction: each statement sees what was committed
   * when it began, as it would in a READ COMMITTED transaction, two round trips sooner.
   */
  read<T>(work: (sql: Sql) => Promise<T>, options?: UnitOptions): Promise<T>
  close(): Promise<void>
}

/** The statement that gives a connection `searchPath`, if it has another (validated by the store). */
export function searchPathChange(current: string, searchPath = ''): string | null {
  if (current === searchPath) return null
  return searchPath ? `SET search_path TO ${searchPath}` : 'SET search_path TO DEFAULT'
}

/**
 * How a write reads the rows it goes on to change (docs/decisions/022): held until it ends, so
 * two writes of one row take turns instead of deadlocking, and a write racing a delete waits for
 * it and then finds nothing (its 404, not a foreign key's 500). NO KEY: rows that only refer to
 * the held one (a playlist's videos, a class's members) can still be added by others.
 */
export const HELD = 'FOR NO KEY UPDATE'
