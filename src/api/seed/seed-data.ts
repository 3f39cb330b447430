import type { Opening } from '@/shared/opening-names'
import type { Category, Video } from '@/shared/entities'
import { seedLessons } from './lessons'
import type { VideoListName } from '@/shared/entity-names'
import type { EntryListName, PlaylistRecord, UserRecord } from '../store/port'
import { timestamp } from '../timestamp'
import { seedCategories } from './categories'
import { seedUsers } from './users'
import { seedVideos } from './videos'

/** Lists written with the seed for one seed user (bench data only). */
export type SeedLibrary = {
  email: string
  lists?: Partial<Record<VideoListName, string[]>>
  playlists?: { title: string; videoIds: string[] }[]
}

export type SeedData = {
  videos: Video[]
  categories: Category[]
  library?: SeedLibrary[]
  /** Lessons of seed videos, as PGN, with their opening when known (lessons/seed.ts). */
  lessons?: { videoId: string; pgn: string; opening?: Opening }[]
}

export const defaultSeed: SeedData = {
  videos: seedVideos,
  categories: seedCategories,
  lessons: seedLessons,
}

/** The demo accounts as stored, each with a new id (see the reset barrier in docs/product.md). */
export function seedUserRecords(): UserRecord[] {
  const now = timestamp()
  return seedUsers.map((user) => ({
    ...user,
    _id: crypto.randomUUID(),
    createdAt: now,
    updatedAt: now,
  }))
}

type SeedEntry = { owner: string; list: EntryListName; videoId: string }

/** The seed's library as list entries and playlists of the given users. */
export function seedLibrary(
  seed: SeedData,
  users: UserRecord[],
): { entries: SeedEntry[]; playlists: PlaylistRecord[] } {
  const entries: SeedEntry[] = []
  const playlists: PlaylistRecord[] = []
  for (const library of seed.library ?? []) {
    const owner = users.find((user) => user.email === library.email)
    if (!owner) continue
    for (const [list, videoIds] of Object.entries(library.lists ?? {}) as [
      VideoListName,
      string[],
    ][])
      entries.push(...videoIds.map((videoId) => ({ owner: owner._id, list, videoId })))
    for (const { title, videoIds } of library.playlists ?? []) {
      const playlist = { _id: crypto.randomUUID(), userId: owner._id, title, description: '' }
      playlists.push(playlist)
      entries.push(
        ...videoIds.map((videoId) => ({ owner: playlist._id, list: 'playlist' as const, videoId })),
      )
    }
  }
  return { entries, playlists }
}
