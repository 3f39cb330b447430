import { tooManyAttempts } from '../../domain/errors'
import type { SignInAttempt, SignInLimits } from '../../sign-in-limits'
import type { SqlDatabase } from './sql'

/** One limit: at most `most` attempts in a bucket within `minutes` (docs/api.md, "Rate limits"). */
type Rule = { bucket: string; most: number; minutes: number }

export const SIGN_IN_RULES = {
  loginPerAccount: { most: 10, minutes: 15 },
  loginPerAddress: { most: 100, minutes: 15 },
  signupPerAddress: { most: 50, minutes: 60 },
  joinPerAccount: { most: 10, minutes: 15 },
  joinPerAddress: { most: 100, minutes: 15 },
} as const

const LONGEST_MINUTES = 60

function rulesOf(attempt: SignInAttempt): Rule[] {
  switch (attempt.kind) {
    case 'signup':
      return [{ bucket: `signup-from:${attempt.address}`, ...SIGN_IN_RULES.signupPerAddress }]
    case 'join':
      return [
        { bucket: `join:${attempt.userId}`, ...SIGN_IN_RULES.joinPerAccount },
        { bucket: `join-from:${attempt.address}`, ...SIGN_IN_RULES.joinPerAddress },
      ]
    case 'login':
      return [
        { bucket: `login:${attempt.email}`, ...SIGN_IN_RULES.loginPerAccount },
        { bucket: `login-from:${attempt.address}`, ...SIGN_IN_RULES.loginPerAddress },
      ]
  }
}

/**
 * The limits over the database's `sign_in_attempts` (migration 004), by the database's clock so
 * that every instance agrees. Each bucket is locked (a transaction's advisory lock, taken in the
 * order of the buckets' names, so two attempts never wait on each other) while it is checked and
 * counted. A full bucket waits until its oldest attempt that still counts leaves the window.
 */
export function sqlSignInLimits(database: SqlDatabase, schema?: string): SignInLimits {
  const options = { searchPath: schema }
  return {
    async take(attempt) {
      const rules = rulesOf(attempt).sort((a, b) => (a.bucket < b.bucket ? -1 : 1))
      const taken = await database.transaction(async (sql) => {
        const waits: number[] = []
        for (const { bucket, most, minutes } of rules) {
          await sql.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [bucket])
          const [full] = await sql.query<{ wait: number }>(
            `SELECT ceil(extract(epoch FROM at + make_interval(mins => $2) - now()))::int AS wait
             FROM sign_in_attempts WHERE bucket = $1 AND at > now() - make_interval(mins => $2)
             ORDER BY at DESC OFFSET $3 LIMIT 1`,
            [bucket, minutes, most - 1],
          )
          if (full) waits.push(Math.max(1, full.wait))
        }
        if (waits.length > 0) return { at: undefined, wait: Math.max(...waits) }
        // As text: a Date would lose the microseconds that tell this attempt's rows apart.
        const [counted] = await sql.query<{ at: string }>(
          'INSERT INTO sign_in_attempts (bucket) SELECT unnest($1::text[]) RETURNING at::text',
          [rules.map((rule) => rule.bucket)],
        )
        await sql.query(
          'DELETE FROM sign_in_attempts WHERE at < now() - make_interval(mins => $1)',
          [LONGEST_MINUTES],
        )
        return { at: counted!.at, wait: undefined }
      }, options)
      if (taken.wait !== undefined) throw tooManyAttempts(taken.wait)
      return {
        succeeded: async () => {
          // One row per bucket, as counted (rows of one transaction share its `now()`).
          await database.transaction(
            (sql) =>
              sql.query(
                `DELETE FROM sign_in_attempts WHERE ctid IN (
                   SELECT DISTINCT ON (bucket) ctid FROM sign_in_attempts
                   WHERE bucket = ANY($1) AND at = $2::timestamptz)`,
                [rules.map((rule) => rule.bucket), taken.at],
              ),
            options,
          )
        },
      }
    },
  }
}
