import { tooManyAttempts } from '../../domain/errors'
import type { SignInAttempt, SignInLimits } from '../../sign-in-limits'
import type { SqlDatabase } from './sql'

/** One limit: at most `most` attempts in a bucket within `minutes` (docs/api.md, "Rate limits"). */
type Rule = { bucket: string; most: number; minutes: number }

export const SIGN_IN_RULES = {
  loginPerAccount: { most: 10, minutes: 15 },
  loginPerAddress: { most: 100, minutes: 15 },
  signupPerAddress: { most: 50, minutes: 60 },
} as const

const LONGEST_MINUTES = 60

function rulesOf(attempt: SignInAttempt): Rule[] {
  if (attempt.kind === 'signup')
    return [{ bucket: `signup-from:${attempt.address}`, ...SIGN_IN_RULES.signupPerAddress }]
  return [
    { bucket: `login:${attempt.email}`, ...SIGN_IN_RULES.loginPerAccount },
    { bucket: `login-from:${attempt.address}`, ...SIGN_IN_RULES.loginPerAddress },
  ]
}

/**
 * The limits over the database's `sign_in_attempts` (migration 004), by the database's clock so
 * that every instance agrees. A full bucket waits until its oldest attempt that still counts
 * leaves the window.
 */
export function sqlSignInLimits(database: SqlDatabase, schema?: string): SignInLimits {
  const options = { searchPath: schema }
  return {
    async check(attempt) {
      const waits = await database.read(async (sql) => {
        const seconds: number[] = []
        for (const { bucket, most, minutes } of rulesOf(attempt)) {
          const [full] = await sql.query<{ wait: number }>(
            `SELECT ceil(extract(epoch FROM at + make_interval(mins => $2) - now()))::int AS wait
             FROM sign_in_attempts WHERE bucket = $1 AND at > now() - make_interval(mins => $2)
             ORDER BY at DESC OFFSET $3 LIMIT 1`,
            [bucket, minutes, most - 1],
          )
          if (full) seconds.push(Math.max(1, full.wait))
        }
        return seconds
      }, options)
      if (waits.length > 0) throw tooManyAttempts(Math.max(...waits))
    },
    async count(attempt) {
      await database.transaction(async (sql) => {
        for (const { bucket } of rulesOf(attempt))
          await sql.query('INSERT INTO sign_in_attempts (bucket) VALUES ($1)', [bucket])
        await sql.query(
          'DELETE FROM sign_in_attempts WHERE at < now() - make_interval(mins => $1)',
          [LONGEST_MINUTES],
        )
      }, options)
    },
  }
}
