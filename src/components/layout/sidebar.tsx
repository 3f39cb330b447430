import { Clapperboard, Clock, Compass, Heart, History, ListVideo, Repeat, Users } from 'lucide'
import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { returnTo } from '@/lib/return-to'

type SidebarProps = {
  isLoggedIn: boolean
  /** Curators see "Studio" (docs/product.md, "Curators grow the catalogue"). */
  isCurator?: boolean
  /** After "Review": how many drills are due (composed by the app; loads with its data). */
  reviewCount?: ReactNode
}

/** The library's links; a tab bar at the bottom of a phone's screen (layout.css). */
export function Sidebar({ isLoggedIn, isCurator = false, reviewCount }: SidebarProps) {
  const links = [
    { label: 'Explore', to: paths.explore.href(), icon: Compass, isPublic: true },
    { label: 'Playlists', to: paths.playlists.href(), icon: ListVideo, isPublic: false },
    { label: 'Liked', to: paths.liked.href(), icon: Heart, isPublic: false },
    { label: 'Watch later', to: paths.watchLater.href(), icon: Clock, isPublic: false },
    { label: 'History', to: paths.history.href(), icon: History, isPublic: false },
    { label: 'Review', to: paths.review.href(), icon: Repeat, isPublic: false },
    { label: 'Classes', to: paths.classes.href(), icon: Users, isPublic: false },
    ...(isCurator
      ? [{ label: 'Studio', to: paths.studio.href(), icon: Clapperboard, isPublic: false }]
      : []),
  ]
  return (
    <nav className="sidebar" aria-label="Library">
      <ul>
        {links.map(({ label, to, icon, isPublic }) => (
          <li key={label}>
            {isPublic || isLoggedIn ? (
              <NavLink to={to} end className="sidebar-link">
                <Icon node={icon} />
                <span>{label}</span>
                {label === 'Review' && reviewCount}
              </NavLink>
            ) : (
              // A visitor logs in first, then lands on the list they asked for.
              <Link
                to={paths.login.href()}
                state={returnTo({ pathname: to, search: '' })}
                className="sidebar-link"
              >
                <Icon node={icon} />
                <span>{label}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
