import { HELD, type Sql } from '../store/postgres/sql'
import { readUser } from './records'
import { isPasswordHash } from './passwords'
import type { UserRecord, UsersTx } from './store'

// Rows come back as the records the port speaks (userOfRow).
const USER_COLUMNS =
  '_id, email, first_name AS "firstName", last_name AS "lastName", password, created_at AS "createdAt", updated_at AS "updatedAt", role, language'

type UserRow = Omit<UserRecord, 'password' | 'role' | 'language'> & {
  password: unknown
  role: UserRecord['role'] | null
  language: UserRecord['language'] | null
}

/**
 * A users row as the port's record. The database types its columns, keeps them NOT NULL and the
 * role and language to their CHECKs (migrations 001, 008 and 017): only the password hash (jsonb) and an empty email
 * need the stored record's check (../store/records.ts), so the usual row is taken as it is and
 * zod stays off the read every signed-in request makes (docs/performance.md, "The server").
 */
export function userOfRow(row: UserRow | undefined): UserRecord | undefined {
  if (!row || row.email === '' || !isPasswordHash(row.password)) return readUser(row)
  const { role, language, password, ...user } = row
  return { ...user, password, ...(role && { role }), ...(language && { language }) }
}

/** The port's users over SQL. In a write, the requester's row is held (HELD). */
export function sqlUsers(sql: Sql, { writing = false } = {}): UsersTx {
  return {
    user: async (userId) =>
      userOfRow(
        (await sql.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE _id = $1`, [userId]))[0],
      ),
    requester: async (userId) =>
      userOfRow(
        (
          await sql.query<UserRow>(
            `SELECT ${USER_COLUMNS} FROM users WHERE _id = $1${writing ? ` ${HELD}` : ''}`,
            [userId],
          )
        )[0],
      ),
    userByEmail: async (email) =>
      userOfRow(
        (
          await sql.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email])
        )[0],
      ),
    addUser: async (user: UserRecord) => (await writeUserRow(sql, user, 'DO NOTHING')).length === 1,
  }
}

/**
 * A user's row written, and its id as stored; what a taken email does is the caller's
 * (`onEmailTaken`: a signup's DO NOTHING, the demo accounts' new password).
 */
export const writeUserRow = (sql: Sql, user: UserRecord, onEmailTaken: string) =>
  sql.query<{ _id: string }>(
    `INSERT INTO users (_id, email, first_name, last_name, password, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (email) ${onEmailTaken} RETURNING _id`,
    [
      user._id,
      user.email,
      user.firstName,
      user.lastName,
      JSON.stringify(user.password),
      user.createdAt,
      user.updatedAt,
    ],
  )
