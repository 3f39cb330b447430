import { Clock, Compass, Heart, History, ListVideo } from 'lucide'
import { Link, NavLink } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { returnTo } from '@/lib/return-to'

type SidebarProps = { isLoggedIn: boolean }

/** The library's links; a tab bar at the bottom of a phone's screen (layout.css). */
export function Sidebar({ isLoggedIn }: SidebarProps) {
  const links = [
    { label: 'Explore', to: paths.explore.href(), icon: Compass, isPublic: true },
    { label: 'Playlists', to: paths.playlists.href(), icon: ListVideo, isPublic: false },
    { label: 'Liked', to: paths.liked.href(), icon: Heart, isPublic: false },
    { label: 'Watch later', to: paths.watchLater.href(), icon: Clock, isPublic: false },
    { label: 'History', to: paths.history.href(), icon: History, isPublic: false },
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
