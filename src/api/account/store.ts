import type { PasswordHash } from '../auth/passwords'
import type { NoteRecord } from '../study/store'
import type { PageLanguage } from '@/shared/entities'

/**
 * A login (docs/api.md, "Sessions"): its id is in the token, and a token whose session has ended
 * is refused. Logout ends one; a password change all of the user's others.
 */
export type SessionRecord = { _id: string; userId: string; createdAt: string; lastSeenAt: string }

/** The account part of a unit of work: what each adapter's account module implements. */
export interface AccountTx {
  /** The session, or undefined once it has ended. */
  session(sessionId: string): Promise<SessionRecord | undefined>
  /** The user's sessions, oldest first. */
  sessions(userId: string): Promise<SessionRecord[]>
  addSession(session: SessionRecord): Promise<void>
  /** Notes when the session was last used (the owner may see it; nothing depends on it). */
  touchSession(sessionId: string, at: string): Promise<void>
  /** Ends the user's sessions: every one, or every one but `keep`. */
  endSessions(userId: string, keep?: string): Promise<void>
  /** false when the user has no such session. */
  endSession(userId: string, sessionId: string): Promise<boolean>
  /** Ends the user's sessions begun before `createdBefore` (their tokens have expired). */
  pruneSessions(userId: string, createdBefore: string): Promise<void>
  /** Keeps the user's language (docs/product.md, "Gambit in your language"). */
  setLanguage(userId: string, language: PageLanguage, at: string): Promise<void>
  /** Replaces the user's password hash. */
  setPassword(userId: string, password: PasswordHash, at: string): Promise<void>
  /** Every note of the user's, on every video, oldest first. */
  userNotes(userId: string): Promise<NoteRecord[]>
  /** The user and every record of theirs, in every store: lists, playlists, progress, notes, drills, reviews and sessions. */
  deleteUser(userId: string): Promise<void>
}
