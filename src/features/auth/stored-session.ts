import { STORAGE_KEYS } from '@/config/constants'
import { isRecord } from '@/shared/is-record'
import { readStored, removeStored, writeStored } from '@/lib/storage'

const USER_FIELDS = ['_id', 'email', 'firstName', 'lastName', 'createdAt', 'updatedAt'] as const

export type UserDetails = Record<(typeof USER_FIELDS)[number], string>
export type Session = { userDetails: UserDetails; token: string }

// A hand-written guard rather than zod: this runs before the first render, and zod would add
// about 5 KB gzip to the first visit (docs/decisions/004-page-weight.md).
export function isSession(value: unknown): value is Session {
  if (!isRecord(value) || typeof value.token !== 'string' || value.token === '') return false
  const user = value.userDetails
  return isRecord(user) && USER_FIELDS.every((field) => typeof user[field] === 'string')
}

export const readStoredSession = () => readStored(STORAGE_KEYS.auth, isSession)

/** Saves the profile fields and the token only: nothing else (never a password) reaches storage. */
export function saveSession({ userDetails, token }: Session): void {
  const profile = Object.fromEntries(
    USER_FIELDS.map((field) => [field, userDetails[field]]),
  ) as UserDetails
  writeStored(STORAGE_KEYS.auth, { userDetails: profile, token })
}

export const forgetSession = () => removeStored(STORAGE_KEYS.auth)
