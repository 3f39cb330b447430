import * as z from 'zod/mini'
import type { Category, UserProfile, Video } from '@/types/api'
import { fromBase64, newSecret } from './auth'
import {
  MetaSchema,
  openDatabase,
  SCHEMA_VERSION,
  unranked,
  type Db,
  type EntryRecord,
  type Meta,
  type PlaylistRecord,
  type UserRecord,
} from './db'
import { HttpError } from './http-error'
import { messages } from './messages'
import { seedCategories } from './seed/categories'
import { seedUsers } from './seed/users'
import { seedVideos } from './seed/videos'

export type StoreOptions = { dbName: string; defaultDelayMs: number; seed?: SeedData }
export type SeedData = {
  videos: Video[]
  categories: Category[]
  /** Bench data only: list entries and playlists written with the seed. */
  entries?: EntryRecord[]
  playlists?: PlaylistRecord[]
}

const DelaySchema = z.int().check(z.gte(0), z.lte(60_000))

/** The catalogue, the users and the settings. Lists live in lists.ts and playlists.ts. */
export class Store {
  #ready: Promise<{ db: Db; meta: Meta }> | undefined
  readonly options: StoreOptions

  constructor(options: StoreOptions) {
    this.options = options
  }

  /** The open, seeded database. A failed start is retried by the next request. */
  db(): Promise<Db> {
    return this.#open().then(({ db }) => db)
  }

  async secret(): Promise<Uint8Array> {
    return fromBase64((await this.#open()).meta.secret)
  }

  async delay(): Promise<number> {
    const stored = DelaySchema.safeParse(await (await this.db()).get('meta', 'delay'))
    return stored.success ? stored.data : this.options.defaultDelayMs
  }

  async setDelay(ms: number): Promise<number> {
    const delay = DelaySchema.parse(ms)
    await (await this.db()).put('meta', delay, 'delay')
    return delay
  }

  /** Restores the seed. The new secret also ends every session issued before. */
  async reset(): Promise<void> {
    const { db } = await this.#open()
    this.#ready = writeSeed(db, this.options.seed).then((meta) => ({ db, meta }))
    await this.#ready
  }

  async videos(): Promise<Video[]> {
    return (await (await this.db()).getAll('videos')).map(unranked)
  }

  async video(videoId: string): Promise<Video> {
    const video = await (await this.db()).getFromIndex('videos', 'byId', videoId)
    if (!video) throw new HttpError(404, messages.videoNotFound)
    return unranked(video)
  }

  async categories(): Promise<Category[]> {
    return (await (await this.db()).getAll('categories')).map(unranked)
  }

  async category(categoryId: string): Promise<Category> {
    const category = await (await this.db()).getFromIndex('categories', 'byId', categoryId)
    if (!category) throw new HttpError(404, messages.categoryNotFound)
    return unranked(category)
  }

  async userByEmail(email: string): Promise<UserRecord | undefined> {
    return (await this.db()).getFromIndex('users', 'email', normaliseEmail(email))
  }

  /** Adds a user unless the email is taken; the unique index settles two sign-ups racing. */
  async createUser(user: UserRecord): Promise<void> {
    const tx = (await this.db()).transaction('users', 'readwrite')
    if (await tx.store.index('email').getKey(user.email))
      throw new HttpError(422, messages.emailExists)
    await tx.store.add(user)
    await tx.done
  }

  #open() {
    this.#ready ??= (async () => {
      const db = await openDatabase(this.options.dbName)
      const meta = await readValidMeta(db)
      return { db, meta: meta ?? (await writeSeed(db, this.options.seed)) }
    })().catch((error: unknown) => {
      this.#ready = undefined
      throw error
    })
    return this.#ready
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function toProfile({ password: _password, ...profile }: UserRecord): UserProfile {
  return profile
}

async function readValidMeta(db: Db): Promise<Meta | undefined> {
  const tx = db.transaction(['meta', 'videos'], 'readonly')
  const [rawMeta, videoCount] = await Promise.all([
    tx.objectStore('meta').get('schema'),
    tx.objectStore('videos').count(),
  ])
  const meta = MetaSchema.safeParse(rawMeta)
  if (meta.success && videoCount > 0) return meta.data
  if (rawMeta !== undefined)
    console.warn('Gambit mock server: stored data is corrupt and was replaced by the seed')
  return undefined
}

async function writeSeed(
  db: Db,
  seed: SeedData = { videos: seedVideos, categories: seedCategories },
): Promise<Meta> {
  const now = timestamp()
  const users: UserRecord[] = seedUsers.map((user, index) => ({
    ...user,
    _id: `seed-user-${index + 1}`,
    createdAt: now,
    updatedAt: now,
  }))
  const meta: Meta = { version: SCHEMA_VERSION, secret: newSecret() }
  const tx = db.transaction(
    ['meta', 'videos', 'categories', 'users', 'entries', 'playlists'],
    'readwrite',
  )
  await Promise.all([
    ...(['videos', 'categories', 'users', 'entries', 'playlists'] as const).map((name) =>
      tx.objectStore(name).clear(),
    ),
  ])
  await Promise.all([
    ...seed.videos.map((video) => tx.objectStore('videos').add(video)),
    ...seed.categories.map((category) => tx.objectStore('categories').add(category)),
    ...users.map((user) => tx.objectStore('users').put(user)),
    ...(seed.entries ?? []).map((entry) => tx.objectStore('entries').add(entry)),
    ...(seed.playlists ?? []).map((playlist) => tx.objectStore('playlists').add(playlist)),
    tx.objectStore('meta').put(meta, 'schema'),
  ])
  await tx.done
  return meta
}

/** Year-month-day T hour:minute:second with zone (SPEC.md §3). */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}
