import { CATEGORY_FILTERS, type CategoryFilter } from '@/config/constants'
import { LEVELS, type Level } from '@/types/api'
import type { LevelFilter, VideoFilters } from './filter-videos'

const isCategory = (value: string | null): value is CategoryFilter =>
  CATEGORY_FILTERS.some((category) => category === value)
const isLevel = (value: string | null): value is Level => LEVELS.some((level) => level === value)

/**
 * The filters an address asks for. What cannot be one (an unknown category or level) means no
 * filter; topics are trimmed, lowercased, de-duplicated, and empty ones dropped.
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
    category: isCategory(category) ? category : 'All',
    level: (isLevel(level) ? level : 'any') satisfies LevelFilter,
    tags,
  }
}
