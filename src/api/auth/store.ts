import type { PageLanguage, UserRole } from '@/shared/entities'
import type { PasswordHash } from './passwords'

export type UserRecord = {
  _id: string
  email: string
  firstName: string
  lastName: string
  /** null when the stored hash cannot be read: no password then matches. */
  password: PasswordHash | null
  createdAt: string
  updatedAt: string
  /** Given in the demo seed (Alex); GAMBIT_CURATORS names more on a server (../videos/curators.ts). */
  role?: UserRole
  /** The page's language the learner chose last, on any device (docs/product.md). */
  language?: PageLanguage
}

/** The users part of a unit of work: the core of each adapter (store/indexeddb/idb-tx.ts, store/postgres/sql-tx.ts). */
export interface UsersTx {
  user(userId: string): Promise<UserRecord | undefined>
  /**
   * The user who asks. In a write, their record is held until the unit ends: one user's writes
   * take turns, so a limit counted in one cannot be passed by another at once, and a drill's
   * schedule is read and written in one step (docs/decisions/022).
   */
  requester(userId: string): Promise<UserRecord | undefined>
  userByEmail(email: string): Promise<UserRecord | undefined>
  /** false when the email is taken. */
  addUser(user: UserRecord): Promise<boolean>
}
