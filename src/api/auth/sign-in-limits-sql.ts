import { tooManyAttempts } from '../refusals'
import type { SignInAttempt, SignInLimits } from '../store/sign-in-limits'
import type { Sql, SqlDatabase } from '../store/postgres/sql'

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
/** How long an attempt may stay pending: longer, its server stopped mid-check; it then counts. */
const PENDING_SECONDS = 30
/** How often, and how long, an attempt behind pending ones looks again before it gives up. */
const LOOK_AGAIN_MS = 40
const LONGEST_WAIT_MS = PENDING_SECONDS * 1000

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

type Look = { settled: number; pending: number; wait: number | null }

/** A bucket's attempts in its window: the failures, the pending, and when the `most`th leaves. */
const look = async (sql: Sql, { bucket, most, minutes }: Rule) =>
  (
    await sql.query<Look>(
      `SELECT count(*) FILTER (WHERE settled)::int AS settled,
              count(*) FILTER (WHERE NOT settled)::int AS pending,
              ceil(extract(epoch FROM (array_agg(at ORDER BY at DESC) FILTER (WHERE settled))[$3]
                + make_interval(mins => $2) - now()))::int AS wait
       FROM (SELECT at, pending_until IS NULL OR pending_until < now() AS settled
             FROM sign_in_attempts WHERE bucket = $1 AND at > now() - make_interval(mins => $2)) AS recent`,
      [bucket, minutes, most],
    )
  )[0]!

/**
 * The limits over the database's `sign_in_attempts` (migrations 004, 011), by the database's
 * clock so that every instance agrees. Each bucket is locked (a transaction's advisory lock,
 * taken in the order of the buckets' names, so two attempts never wait on each other) while it
 * is checked and counted. A bucket full of failures refuses until its oldest one that still
 * counts leaves the window; a bucket full only with the pending makes the attempt look again
 * when they are settled (docs/decisions/022).
 */
export function sqlSignInLimits(database: SqlDatabase, schema?: string): SignInLimits {
  const options = { searchPath: schema }
  const alwaysCounted = (kind: SignInAttempt['kind']) => kind === 'signup' // never taken back

  type Taken = { refused: number } | { behindPending: true } | { at: string }
  async function tryToTake(rules: Rule[], pending: boolean): Promise<Taken> {
    return database.transaction(async (sql) => {
      const waits: number[] = []
      let behindPending = false
      for (const rule of rules) {
        await sql.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [rule.bucket])
        const { settled, pending: inCheck, wait } = await look(sql, rule)
        if (settled >= rule.most) waits.push(Math.max(1, wait ?? 1))
        else if (settled + inCheck >= rule.most) behindPending = true
      }
      if (waits.length > 0) return { refused: Math.max(...waits) }
      if (behindPending) return { behindPending }
      // As text: a Date would lose the microseconds that tell this attempt's rows apart.
      const [row] = await sql.query<{ at: string }>(
        `INSERT INTO sign_in_attempts (bucket, pending_until)
         SELECT unnest($1::text[]), CASE WHEN $2 THEN now() + make_interval(secs => $3) END
         RETURNING at::text`,
        [rules.map((rule) => rule.bucket), pending, PENDING_SECONDS],
      )
      await sql.query('DELETE FROM sign_in_attempts WHERE at < now() - make_interval(mins => $1)', [
        LONGEST_MINUTES,
      ])
      return { at: row!.at }
    }, options)
  }

  return {
    async take(attempt) {
      const rules = rulesOf(attempt).sort((a, b) => (a.bucket < b.bucket ? -1 : 1))
      const pending = !alwaysCounted(attempt.kind)
      const since = Date.now()
      for (;;) {
        const taken = await tryToTake(rules, pending)
        if ('refused' in taken) throw tooManyAttempts(taken.refused)
        if ('at' in taken) {
          // This attempt's rows: one per bucket, all of one transaction's `now()`.
          const mine = (change: string) =>
            database.transaction(
              (sql) =>
                sql.query(
                  `${change} WHERE ctid IN (SELECT DISTINCT ON (bucket) ctid FROM sign_in_attempts
                   WHERE bucket = ANY($1) AND at = $2::timestamptz AND pending_until IS NOT NULL)`,
                  [rules.map((rule) => rule.bucket), taken.at],
                ),
              options,
            )
          return {
            succeeded: async () => void (pending && (await mine('DELETE FROM sign_in_attempts'))),
            failed: async () =>
              void (pending && (await mine('UPDATE sign_in_attempts SET pending_until = NULL'))),
          }
        }
        if (Date.now() - since > LONGEST_WAIT_MS) throw tooManyAttempts(PENDING_SECONDS)
        await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS))
      }
    },
  }
}
