import { LEVELS, type Level } from '@/shared/entity-names'
import { ALL_CATEGORIES } from './explore-url'
import type { LevelFilter, VideoFilters } from './filter-videos'

const isLevel = (value: string | null): value is Level => LEVELS.some((level) => level === value)

/**
 * The filters an address asks for. An unknown level means no filter (a category or topic the
 * catalogue does not know is dropped by exploreView, which knows the catalogue); topics are
 * trimmed, lowercased, de-duplicated, and empty ones dropped.
 */
export function readExploreFilters(params: URLSearchParams): VideoFilters {
  const category = params.get('category')
  const level = params.get('level')
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag, index, all) => tag !== '' && all.indexOf(tag) === index)
  return {
    query: params.get('q') ?? '',
    category: category || ALL_CATEGORIES,
    level: (isLevel(level) ? level : 'any') satisfies LevelFilter,
    tags,
  }
}
