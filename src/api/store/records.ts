import * as z from 'zod/mini'
import { isRecord } from '@/shared/is-record'

/**
 * Everything read from a database is checked before a handler sees it: a record that cannot be
 * read is skipped with a console warning instead of blanking a page or failing a request
 * (docs/product.md, "Stored data"). Each resource's `records.ts` reads its records through the
 * entities' own schemas (shared/entities/, or its shapes), with what a store adds (the owner)
 * and what it may lack (a description); this module is how they read (docs/decisions/036).
 */

export type Fields = Record<string, unknown>
export const isText = (value: unknown): value is string => typeof value === 'string'
export const isId = (value: unknown): value is string => isText(value) && value !== ''

/** The fields that name a record in the log: its ids, not the whole of it (a lesson's 100 KB). */
const NAMING = ['_id', 'videoId', 'userId', 'owner', 'puzzleId', 'assignmentId', 'classId']

export function warnUnreadable(kind: string, value: unknown) {
  const named = isRecord(value)
    ? Object.fromEntries(NAMING.filter((key) => key in value).map((key) => [key, value[key]]))
    : typeof value === 'string'
      ? value.slice(0, 100)
      : { type: value === null ? 'null' : typeof value }
  console.warn(
    `Gambit back end: skipped an unreadable ${kind} record ${JSON.stringify(named)}; it is kept as stored`,
  )
}

/** A reader that returns the checked record, or undefined (with a warning) for a bad one. */
export function reader<T>(kind: string, read: (fields: Fields) => T | undefined) {
  return (value: unknown): T | undefined => {
    if (value === undefined) return undefined
    const record = isRecord(value) ? read(value) : undefined
    if (record === undefined) warnUnreadable(kind, value)
    return record
  }
}

/** Keeps the readable records of a list, in order. */
export function readAll<T>(read: (value: unknown) => T | undefined, values: unknown[]): T[] {
  return values.map(read).filter((record): record is T => record !== undefined)
}

/** A reader's check: the record as a schema reads it (unknown fields left out), else undefined. */
export const parsedBy =
  <T>(schema: z.ZodMiniType<T>) =>
  (fields: Fields): T | undefined => {
    const parsed = schema.safeParse(fields)
    return parsed.success ? parsed.data : undefined
  }

/** The user a record belongs to. */
export const ownerId = z.string().check(z.minLength(1))

/** A finite number (a stored record may hold NaN or Infinity: no count or time is either). */
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
