import { useMemo } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { exploreUrl } from './explore-url'
import { readExploreFilters } from './read-explore-filters'
import { NO_FILTERS, type VideoFilters } from './filter-videos'

/**
 * The explore filters live in the URL, so a filtered view can be shared, survives a reload, and
 * Back and Forward step through the filters chosen (docs/product.md, "Catalogue").
 */
export function useExploreFilters() {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const onExplore = pathname === paths.explore.href()
  // The same object for as long as the address is the same: screens memoise on it.
  const filters: VideoFilters = useMemo(
    () => (onExplore ? readExploreFilters(params) : NO_FILTERS),
    [onExplore, params],
  )

  /**
   * `replace`: a refinement that should not be a step of its own (the search text, which runs
   * on every Backspace).
   */
  const setFilters = (next: Partial<VideoFilters>, { replace = false } = {}) => {
    navigate(exploreUrl({ ...filters, ...next }), { replace: onExplore && replace })
  }
  return { filters, setFilters }
}
