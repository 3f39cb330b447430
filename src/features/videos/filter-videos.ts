import type { CategoryFilter } from '@/config/constants'
import type { Video } from '@/types/api'

export type VideoFilters = { query: string; category: CategoryFilter }

/** Titles containing the search text, ignoring case, in the chosen category (docs/product.md, "Search"). */
export function filterVideos(videos: readonly Video[], { query, category }: VideoFilters): Video[] {
  const needle = query.trim().toLocaleLowerCase()
  return videos.filter(
    (video) =>
      (category === 'All' || video.category === category) &&
      (needle === '' || video.title.toLocaleLowerCase().includes(needle)),
  )
}
