import { STORAGE_KEYS } from '@/config/constants'
import { isRecord } from '@/shared/is-record'
import { readStored, removeStored, writeStored, type StorageArea } from '@/lib/storage'

const USER_FIELDS = ['_id', 'email', 'firstName', 'lastName', 'createdAt', 'updatedAt'] as const

/** The profile a session keeps; `role` only for a curator (docs/product.md, "Curators …"). */
export type UserDetails = Record<(typeof USER_FIELDS)[number], string> & { role?: 'curator' }
export type Session = { userDetails: UserDetails; token: string }

// A hand-written guard rather than zod: this runs before the first render, and zod would add
// about 5 KB gzip to the first visit (docs/decisions/004-page-weight.md).
export function isSession(value: unknown): value is Session {
  if (!isRecord(value) || typeof value.token !== 'string' || value.token === '') return false
  const user = value.userDetails
  return isRecord(user) && USER_FIELDS.every((field) => typeof user[field] === 'string')
}

/**
 * The session this tab starts with: one remembered on this device (AUTH in localStorage, SPEC),
 * else the tab's own, which outlives a reload but not the tab (docs/product.md, "Accounts").
 */
export const readStoredSession = () =>
  readStored(STORAGE_KEYS.auth, isSession) ?? readStored(STORAGE_KEYS.auth, isSession, 'tab')

/**
 * Keeps the session where it belongs ("Remember me": on this device; else for this tab only),
 * with the profile fields and the token only: nothing else (never a password) reaches storage.
 */
export function saveSession(session: Session, area: StorageArea): void {
  forgetSession()
  keep(session, area)
}

/**
 * A login made in another tab, which this tab follows: it lasts for this tab's session too,
 * unless it is the one remembered on this device already.
 */
export function followSession(session: Session): void {
  if (readStored(STORAGE_KEYS.auth, isSession)?.token !== session.token) keep(session, 'tab')
}

/**
 * The same session with a new token (after a password change), kept where the old one was. The
 * other tabs keep the old token, still good: it names the same session on the server.
 */
export function renewSession(previousToken: string, session: Session): void {
  const remembered = readStored(STORAGE_KEYS.auth, isSession)?.token === previousToken
  keep(session, remembered ? 'local' : 'tab')
}

function keep({ userDetails, token }: Session, area: StorageArea) {
  const profile = Object.fromEntries(
    USER_FIELDS.map((field) => [field, userDetails[field]]),
  ) as UserDetails
  if (userDetails.role === 'curator') profile.role = 'curator'
  writeStored(STORAGE_KEYS.auth, { userDetails: profile, token }, area)
}

/**
 * Forgets the tab's session and the one remembered on this device; with `token`, the remembered
 * one only when it is that session (a refused token must not log out a remembered login that
 * still works).
 */
export function forgetSession(token?: string): void {
  if (token === undefined || readStored(STORAGE_KEYS.auth, isSession)?.token === token)
    removeStored(STORAGE_KEYS.auth)
  removeStored(STORAGE_KEYS.auth, 'tab')
}
