import { HELD, type Sql } from '../store/postgres/sql'
import { readUser } from '../store/records'
import type { UserRecord, UsersTx } from './store'

// Rows come back as the records the port speaks, checked like any stored record (../records.ts).
const USER_COLUMNS =
  '_id, email, first_name AS "firstName", last_name AS "lastName", password, created_at AS "createdAt", updated_at AS "updatedAt", role'

/** The port's users over SQL. In a write, the requester's row is held (HELD). */
export function sqlUsers(sql: Sql, { writing = false } = {}): UsersTx {
  return {
    user: async (userId) =>
      readUser((await sql.query(`SELECT ${USER_COLUMNS} FROM users WHERE _id = $1`, [userId]))[0]),
    requester: async (userId) =>
      readUser(
        (
          await sql.query(
            `SELECT ${USER_COLUMNS} FROM users WHERE _id = $1${writing ? ` ${HELD}` : ''}`,
            [userId],
          )
        )[0],
      ),
    userByEmail: async (email) =>
      readUser((await sql.query(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email]))[0]),
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
