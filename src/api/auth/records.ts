import * as z from 'zod/mini'
import { UserProfileSchema, USER_ROLES, PAGE_LANGUAGES } from '@/shared/entities'
import { isPasswordHash } from '../auth/passwords'
import type { SessionRecord, UserRecord } from '../store/port'
import { ownerId, parsedBy, reader, warnUnreadable } from '../store/records'

// The auth records as the stores read them, checked through their schemas (../store/records.ts
// says why and how a record that cannot be read is skipped).

// A name that cannot be read is an empty one.
const UserRecordSchema = z.extend(UserProfileSchema, {
  email: z.string().check(z.minLength(1)),
  firstName: z.catch(z.string(), ''),
  lastName: z.catch(z.string(), ''),
  // A role that cannot be read is no role: never more rights than were given.
  role: z.catch(z.optional(z.enum(USER_ROLES)), undefined),
  // A language that cannot be read is none: the device's choice holds.
  language: z.catch(z.optional(z.enum(PAGE_LANGUAGES)), undefined),
})

/** A user whose password hash is unreadable stays readable, but no password will match it. */
export const readUser = reader<UserRecord>('user', (fields) => {
  const user = parsedBy(UserRecordSchema)(fields)
  if (!user) return undefined
  const password = isPasswordHash(fields.password) ? fields.password : null
  if (!password) warnUnreadable('password hash of a user', user.email)
  return { ...user, password }
})

export const readSession = reader<SessionRecord>(
  'session',
  parsedBy(
    z.object({ _id: ownerId, userId: ownerId, createdAt: z.string(), lastSeenAt: z.string() }),
  ),
)
