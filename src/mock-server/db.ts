import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb'
import * as z from 'zod/mini'
import type { Category, Video } from '@/types/api'
import type { PasswordHash } from './auth'

/** Bump when the stored shape changes: older data is then replaced by the seed. */
export const SCHEMA_VERSION = 1

export type ListName = 'likes' | 'watchlater' | 'history' | 'playlist'

export type UserRecord = {
  _id: string
  email: string
  firstName: string
  lastName: string
  password: PasswordHash
  createdAt: string
  updatedAt: string
}

/** One video in one list; `owner` is a user id, or a playlist id when `list` is 'playlist'. */
export type EntryRecord = {
  seq?: number
  owner: string
  list: ListName
  videoId: string
  video: Video
}

/** Catalogue records keep the seed's order through an auto-increment key. */
export type Ranked<T> = T & { seq?: number }

export function unranked<T>({ seq: _seq, ...rest }: Ranked<T>): T {
  return rest as T
}

export type PlaylistRecord = {
  seq?: number
  _id: string
  userId: string
  title: string
  description: string
}

export const MetaSchema = z.object({
  version: z.literal(SCHEMA_VERSION),
  secret: z.string().check(z.minLength(40)),
})
export type Meta = z.infer<typeof MetaSchema>

export interface GambitDB extends DBSchema {
  meta: { key: string; value: unknown }
  videos: { key: number; value: Ranked<Video>; indexes: { byId: string } }
  categories: { key: number; value: Ranked<Category>; indexes: { byId: string } }
  users: { key: string; value: UserRecord; indexes: { email: string } }
  entries: {
    key: number
    value: EntryRecord
    indexes: { byList: [string, string]; byItem: [string, string, string] }
  }
  playlists: {
    key: number
    value: PlaylistRecord
    indexes: { byId: string; byUser: string; byTitle: [string, string] }
  }
}

export type Db = IDBPDatabase<GambitDB>

function createStores(db: Db) {
  for (const name of Array.from(db.objectStoreNames)) db.deleteObjectStore(name)
  db.createObjectStore('meta')
  for (const name of ['videos', 'categories'] as const) {
    db.createObjectStore(name, { keyPath: 'seq', autoIncrement: true }).createIndex('byId', '_id', {
      unique: true,
    })
  }
  db.createObjectStore('users', { keyPath: '_id' }).createIndex('email', 'email', { unique: true })
  const entries = db.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true })
  // The index sorts equal keys by `seq`, so a list reads back in insertion order.
  entries.createIndex('byList', ['owner', 'list'])
  // A unique index makes a duplicate add fail inside the database, even under concurrent requests.
  entries.createIndex('byItem', ['owner', 'list', 'videoId'], { unique: true })
  const playlists = db.createObjectStore('playlists', { keyPath: 'seq', autoIncrement: true })
  playlists.createIndex('byId', '_id', { unique: true })
  playlists.createIndex('byUser', 'userId')
  playlists.createIndex('byTitle', ['userId', 'title'], { unique: true })
}

/** Opens the database; an older layout is dropped here and refilled from the seed by the store. */
export async function openDatabase(name: string): Promise<Db> {
  const open = () =>
    openDB<GambitDB>(name, SCHEMA_VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion > 0)
          console.warn(`Gambit mock server: data of schema ${oldVersion} replaced by the seed`)
        createStores(db)
      },
      blocking(_current, _next, event) {
        // A newer build wants to upgrade: step aside so it is not blocked forever.
        ;(event.target as IDBDatabase).close()
      },
    })
  try {
    return await open()
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'VersionError') throw error
    console.warn('Gambit mock server: data from an unknown newer schema replaced by the seed')
    await deleteDB(name)
    return open()
  }
}
