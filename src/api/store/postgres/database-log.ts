/**
 * A database's failure as the server logs it (docs/decisions/022): one JSON line, like every
 * request's, with what happened and its code, and nothing of the connection: no user, host,
 * port or cancel key, which `pg`'s errors carry and a dump of them would print.
 */
export function logDatabaseFailure(what: string, error: unknown, write = console.error): void {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  // PostgreSQL's own words (SQLSTATE codes) name no connection; Node's socket errors do
  // ("connect ECONNREFUSED 10.0.0.5:5432"), and their code says as much.
  const said =
    typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && error instanceof Error
      ? error.message
      : undefined
  write(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      message: `Gambit server: ${what}`,
      code: typeof code === 'string' ? code : undefined,
      reason: said,
    }),
  )
}
