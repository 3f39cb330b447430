import { LEVELS, VIDEO_LISTS, type Category, type Video } from '@/types/api'
import { isRecord } from '@/shared/is-record'
import { isPasswordHash } from '../auth'
import { isFenLayout } from '@/shared/fen'
import type { EntryListName, NoteRecord, PlaylistRecord, ProgressRecord, UserRecord } from './port'

/**
 * Everything read from a database is checked here before a handler sees it: a record that cannot
 * be read is skipped with a console warning instead of blanking a page or failing a request
 * (docs/product.md, "Stored data"). Plain checks rather than zod: they run on every record read,
 * and they keep the worker small (docs/performance.md).
 */

type Fields = Record<string, unknown>
const isText = (value: unknown): value is string => typeof value === 'string'
const isId = (value: unknown): value is string => isText(value) && value !== ''
const textOr = (value: unknown, fallback = '') => (isText(value) ? value : fallback)

function warnUnreadable(kind: string, value: unknown) {
  console.warn(`Gambit back end: skipped an unreadable ${kind} record`, value)
}

/** A reader that returns the checked record, or undefined (with a warning) for a bad one. */
function reader<T>(kind: string, read: (fields: Fields) => T | undefined) {
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

export const readVideo = reader<Video>('video', (v) =>
  isId(v._id) &&
  [v.title, v.description, v.creator, v.category].every(isText) &&
  LEVELS.includes(v.level as Video['level']) &&
  Array.isArray(v.tags) &&
  v.tags.every(isText)
    ? {
        _id: v._id,
        title: v.title as string,
        description: v.description as string,
        creator: v.creator as string,
        category: v.category as string,
        level: v.level as Video['level'],
        tags: v.tags as string[],
      }
    : undefined,
)

export const readCategory = reader<Category>('category', (c) =>
  isId(c._id) && isText(c.categoryName) && isText(c.description)
    ? { _id: c._id, categoryName: c.categoryName, description: c.description }
    : undefined,
)

export const readPlaylist = reader<PlaylistRecord>('playlist', (p) =>
  isId(p._id) && isId(p.userId) && isText(p.title) && p.title.trim() !== ''
    ? { _id: p._id, userId: p.userId, title: p.title, description: textOr(p.description) }
    : undefined,
)

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
const isSeconds = (value: unknown): value is number => isNumber(value) && value >= 0

const ENTRY_LISTS: EntryListName[] = [...VIDEO_LISTS, 'playlist']

/** `position` orders a playlist's entries; an entry without one sits where it was added (`seq`). */
export const readEntry = reader('list entry', (e) =>
  isId(e.owner) && ENTRY_LISTS.includes(e.list as EntryListName) && isId(e.videoId)
    ? {
        owner: e.owner,
        list: e.list as EntryListName,
        videoId: e.videoId,
        position: isNumber(e.position) ? e.position : isNumber(e.seq) ? e.seq : 0,
      }
    : undefined,
)

/** A user whose password hash is unreadable stays readable, but no password will match it. */
export const readUser = reader<UserRecord>('user', (u) => {
  if (!isId(u._id) || !isId(u.email) || !isText(u.createdAt) || !isText(u.updatedAt))
    return undefined
  const password = isPasswordHash(u.password) ? u.password : null
  if (!password) warnUnreadable('password hash of a user', u.email)
  return {
    _id: u._id,
    email: u.email,
    firstName: textOr(u.firstName),
    lastName: textOr(u.lastName),
    password,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  }
})

export const readProgress = reader<ProgressRecord>('progress', (p) =>
  isId(p.userId) &&
  isId(p.videoId) &&
  isSeconds(p.positionSeconds) &&
  isSeconds(p.durationSeconds) &&
  isText(p.updatedAt)
    ? {
        userId: p.userId,
        videoId: p.videoId,
        // Never more than the whole video, whatever was stored.
        positionSeconds: Math.min(p.positionSeconds, p.durationSeconds),
        durationSeconds: p.durationSeconds,
        updatedAt: p.updatedAt,
      }
    : undefined,
)

export const readNote = reader<NoteRecord>('note', (n) =>
  isId(n._id) &&
  isId(n.userId) &&
  isId(n.videoId) &&
  isSeconds(n.timeSeconds) &&
  isText(n.text) &&
  isText(n.createdAt)
    ? {
        _id: n._id,
        userId: n.userId,
        videoId: n.videoId,
        timeSeconds: n.timeSeconds,
        text: n.text,
        // A position that cannot be read is dropped; the note keeps its text.
        ...(isText(n.fen) && isFenLayout(n.fen) ? { fen: n.fen } : {}),
        createdAt: n.createdAt,
      }
    : undefined,
)
