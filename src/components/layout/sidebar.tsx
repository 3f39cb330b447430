import { Clock, Compass, Heart, History, ListVideo } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link, NavLink } from 'react-router'
import { paths } from '@/config/paths'

type SidebarProps = { isLoggedIn: boolean }

export function Sidebar({ isLoggedIn }: SidebarProps) {
  // Logged-out visitors are sent to log in rather than to list pages that would stay empty.
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
              <Link to={paths.login.href()} className="sidebar-link">
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
