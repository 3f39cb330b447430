import type { Video } from '@/shared/entities'
import { LEVELS } from '@/shared/entity-names'
import { defaultSeed, type SeedData } from './seed-data'
import { seedVideos } from './videos'

/**
 * Bench-only data (docs/performance.md): 10,000 videos (three levels, 36 topics), and a guest with 1,000 likes, 1,000
 * history entries and 100 playlists of 50 videos. Only a `vite build --mode bench` worker has it.
 */
export function benchSeed(): SeedData {
  const videos: Video[] = Array.from({ length: 10_000 }, (_, i) => {
    const base = seedVideos[i % seedVideos.length]!
    // Levels and 20 more topics spread over the catalogue, so that every filter has work to do.
    return {
      ...base,
      _id: `bench-${i}`,
      title: `${base.title} #${i}`,
      level: LEVELS[Math.floor(i / seedVideos.length) % LEVELS.length]!,
      tags: [...base.tags, `topic ${i % 20}`],
    }
  })
  const ids = (from: number, to: number) => videos.slice(from, to).map((video) => video._id)
  return {
    videos,
    categories: defaultSeed.categories,
    library: [
      {
        email: 'guest@gambit.dev',
        lists: { likes: ids(0, 1000), history: ids(1000, 2000) },
        playlists: Array.from({ length: 100 }, (_, p) => ({
          title: `Bench playlist ${p}`,
          videoIds: ids(p * 50, p * 50 + 50),
        })),
      },
    ],
  }
}
