import type { Video } from '@/types/api'
import type { EntryRecord, PlaylistRecord } from '../db'
import type { SeedData } from '../store'
import { seedCategories } from './categories'
import { seedVideos } from './videos'

/**
 * Bench-only data (issue #8): 10,000 videos, and a guest with 1,000 likes, 1,000 history entries
 * and 100 playlists of 50 videos. Only a `vite build --mode bench` worker contains it.
 */
export function benchSeed(): SeedData {
  const videos: Video[] = Array.from({ length: 10_000 }, (_, i) => {
    const base = seedVideos[i % seedVideos.length]!
    return { ...base, _id: `bench-${i}`, title: `${base.title} #${i}` }
  })
  const guest = 'seed-user-2'
  const entry = (owner: string, list: EntryRecord['list'], video: Video): EntryRecord => ({
    owner,
    list,
    videoId: video._id,
    video,
  })
  const playlists: PlaylistRecord[] = Array.from({ length: 100 }, (_, p) => ({
    _id: `bench-playlist-${p}`,
    userId: guest,
    title: `Bench playlist ${p}`,
    description: '',
  }))
  const entries = [
    ...videos.slice(0, 1000).map((video) => entry(guest, 'likes', video)),
    ...videos.slice(1000, 2000).map((video) => entry(guest, 'history', video)),
    ...playlists.flatMap((playlist, p) =>
      videos.slice(p * 50, p * 50 + 50).map((video) => entry(playlist._id, 'playlist', video)),
    ),
  ]
  return { videos, categories: seedCategories, entries, playlists }
}
