import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { CATEGORY_FILTERS, type CategoryFilter } from '@/config/constants'
import { paths } from '@/config/paths'
import { exploreUrl } from './explore-url'
import type { VideoFilters } from './filter-videos'

function isCategory(value: string | null): value is CategoryFilter {
  return CATEGORY_FILTERS.some((category) => category === value)
}

/** The explore filters live in the URL, so a filtered view can be shared and survives a reload. */
export function useExploreFilters() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const onExplore = pathname === paths.explore.href()
  const rawCategory = params.get('category')
  const filters: VideoFilters = {
    query: onExplore ? (params.get('q') ?? '') : '',
    category: onExplore && isCategory(rawCategory) ? rawCategory : 'All',
  }

  const setFilters = (next: Partial<VideoFilters>) => {
    // Refining the filters on /explore replaces the entry, so Back leaves the page at once.
    navigate(exploreUrl({ ...filters, ...next }), { replace: onExplore })
  }
  return { filters, setFilters }
}
