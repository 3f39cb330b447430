import * as z from 'zod/mini'
import { LEVELS, type Category, type Video } from '@/types/api'
import { PasswordHashSchema } from '../auth'
import type { PlaylistRecord, UserRecord } from './port'

/**
 * Everything read from a database is checked here before a handler sees it: a record that cannot
 * be read is skipped with a console warning instead of blanking a page or failing a request
 * (docs/product.md, "Stored data").
 */

const id = z.string().check(z.minLength(1))

const VideoSchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  creator: z.string(),
  category: z.string(),
  level: z.enum(LEVELS),
  tags: z.array(z.string()),
})

const CategorySchema = z.object({ _id: id, categoryName: z.string(), description: z.string() })

const UserSchema = z.object({
  _id: id,
  email: id,
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  password: z.unknown(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

const PlaylistSchema = z.object({
  _id: id,
  userId: id,
  title: z.string().check(z.refine((title) => title.trim() !== '')),
  description: z._default(z.string(), ''),
})

export const EntrySchema = z.object({
  owner: id,
  list: z.enum(['likes', 'watchlater', 'history', 'playlist']),
  videoId: id,
})

function warnUnreadable(kind: string, value: unknown) {
  console.warn(`Gambit back end: skipped an unreadable ${kind} record`, value)
}

/** A reader that returns the checked record, or undefined (with a warning) for a bad one. */
function reader<T>(kind: string, schema: z.ZodMiniType<T>) {
  return (value: unknown): T | undefined => {
    if (value === undefined) return undefined
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    warnUnreadable(kind, value)
    return undefined
  }
}

/** Keeps the readable records of a list, in order. */
export function readAll<T>(read: (value: unknown) => T | undefined, values: unknown[]): T[] {
  return values.map(read).filter((record): record is T => record !== undefined)
}

export const readVideo: (value: unknown) => Video | undefined = reader('video', VideoSchema)
export const readCategory: (value: unknown) => Category | undefined = reader(
  'category',
  CategorySchema,
)
export const readPlaylist: (value: unknown) => PlaylistRecord | undefined = reader(
  'playlist',
  PlaylistSchema,
)
export const readEntry = reader('list entry', EntrySchema)

/** A user whose password hash is unreadable stays readable, but no password will match it. */
export function readUser(value: unknown): UserRecord | undefined {
  const user = reader('user', UserSchema)(value)
  if (!user) return undefined
  const password = PasswordHashSchema.safeParse(user.password)
  if (!password.success) warnUnreadable('password hash of a user', user.email)
  return { ...user, password: password.success ? password.data : null }
}
