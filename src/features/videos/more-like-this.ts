import type { Video } from '@/shared/entities'

export const MORE_LIKE_THIS = 6

/**
 * Videos like `video` (docs/product.md, "Catalogue"): most shared topics first, then the same
 * creator, then the same category; ties keep the catalogue's order. A video that shares none of
 * these is not "like this" and is left out, and so is the video itself.
 */
export function moreLikeThis(
  video: Video,
  catalogue: readonly Video[],
  limit = MORE_LIKE_THIS,
): Video[] {
  const tags = new Set(video.tags)
  return catalogue
    .flatMap((other, order) => {
      if (other._id === video._id) return []
      const shared = other.tags.filter((tag) => tags.has(tag)).length
      const sameCreator = other.creator === video.creator ? 1 : 0
      const sameCategory = other.category === video.category ? 1 : 0
      if (shared + sameCreator + sameCategory === 0) return []
      return [{ other, order, rank: [shared, sameCreator, sameCategory] as const }]
    })
    .sort((a, b) => {
      for (let i = 0; i < 3; i++) if (a.rank[i] !== b.rank[i]) return b.rank[i]! - a.rank[i]!
      return a.order - b.order
    })
    .slice(0, limit)
    .map(({ other }) => other)
}
