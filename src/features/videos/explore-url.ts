import { paths } from '@/config/paths'
import type { VideoFilters } from './filter-videos'

/** The address of Explore with these filters (apart from the hook: the landing page needs only this). */
export function exploreUrl({ query = '', category = 'All' }: Partial<VideoFilters> = {}): string {
  const params = new URLSearchParams()
  if (category !== 'All') params.set('category', category)
  if (query !== '') params.set('q', query)
  const search = params.toString()
  return search ? `${paths.explore.href()}?${search}` : paths.explore.href()
}
