import { paths } from '@/config/paths'
import type { Level } from '@/shared/entity-names'

/** The chip that filters by no category (the others are the back end's categories). */
export const ALL_CATEGORIES = 'All'

export type LevelFilter = Level | 'any'

/** What Explore shows (docs/product.md, "Catalogue"): every part lives in the URL. */
export type VideoFilters = {
  query: string
  /** A category's name, or ALL_CATEGORIES. */
  category: string
  level: LevelFilter
  /** Topics that must all be on a video (AND). */
  tags: string[]
}

/**
 * The address of Explore with these filters, e.g.
 * `/explore?category=Analysis&level=beginner&tags=fun,stream&q=night` (docs/product.md,
 * "Catalogue"). Topics are written in alphabetical order, so one view has one address. Its reader
 * is read-explore-filters.ts: the landing page ships only this.
 */
export function exploreUrl({
  query = '',
  category = ALL_CATEGORIES,
  level = 'any',
  tags = [],
}: Partial<VideoFilters> = {}): string {
  const params = new URLSearchParams()
  if (category !== ALL_CATEGORIES) params.set('category', category)
  if (level !== 'any') params.set('level', level)
  if (tags.length > 0) params.set('tags', [...tags].sort().join(','))
  if (query !== '') params.set('q', query)
  // A comma means the same written plainly, and reads better in a shared link.
  const search = params.toString().replace(/%2C/gi, ',')
  return search ? `${paths.explore.href()}?${search}` : paths.explore.href()
}
