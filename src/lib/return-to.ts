import { useLocation, useNavigate, type Location } from 'react-router'
import { paths } from '@/config/paths'

/** Where to go after logging in: the page the visitor was on (docs/product.md, "Accounts"). */
export type ReturnTo = { from?: string }

export const returnTo = ({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): ReturnTo => ({
  from: pathname + search,
})

/** The page to open after a login or signup started from `state`; Explore otherwise. */
export function afterLogin(state: unknown, fallback: string): string {
  const from = (state as ReturnTo | null)?.from
  // Only a path of this site, and never back to the login or signup page itself.
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !/^\/(login|signup)\b/.test(from)
    ? from
    : fallback
}

/** Sends a visitor to log in, remembering the page to come back to. */
export function useGoToLogin(): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  return () => navigate(paths.login.href(), { state: returnTo(location) })
}
