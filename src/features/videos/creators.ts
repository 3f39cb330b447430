import { creatorSlug } from '@/shared/creator-slug'
import type { Video } from '@/shared/entities'

export type Creator = { name: string; videos: Video[] }

/** The creator whose address part is `slug`, with their videos in catalogue order. */
export function creatorBySlug(catalogue: readonly Video[], slug: string): Creator | undefined {
  const videos = catalogue.filter((video) => creatorSlug(video.creator) === slug)
  const [first] = videos
  return first && { name: first.creator, videos }
}

/** Every creator's address part, once each (the build prerenders their pages). */
export const creatorSlugs = (catalogue: readonly Video[]) => [
  ...new Set(catalogue.map((video) => creatorSlug(video.creator))),
]
