import { z } from 'zod'
import { STORAGE_KEYS } from '@/config/constants'
import { readStored, removeStored, writeStored } from '@/lib/storage'

const UserDetailsSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type UserDetails = z.infer<typeof UserDetailsSchema>

const StoredSessionSchema = z.object({ userDetails: UserDetailsSchema, token: z.string().min(1) })
export type Session = z.infer<typeof StoredSessionSchema>

export const readStoredSession = () => readStored(STORAGE_KEYS.auth, StoredSessionSchema)

/** Saves the profile and token only; zod strips anything else (passwords never reach storage). */
export const saveSession = (session: Session) =>
  writeStored(STORAGE_KEYS.auth, StoredSessionSchema.parse(session))

export const forgetSession = () => removeStored(STORAGE_KEYS.auth)
