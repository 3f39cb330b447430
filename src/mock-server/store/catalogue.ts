import type { Category, Video } from '@/types/api'
import type { Catalogue } from './port'

/** The catalogue with lookups by id; adapters build it once from their checked records. */
export function catalogueOf(videos: Video[], categories: Category[]): Catalogue {
  const videosById = new Map(videos.map((video) => [video._id, video]))
  const categoriesById = new Map(categories.map((category) => [category._id, category]))
  return {
    videos,
    categories,
    video: (videoId) => videosById.get(videoId),
    category: (categoryId) => categoriesById.get(categoryId),
  }
}
