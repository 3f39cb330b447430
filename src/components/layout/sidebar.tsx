import { Clock, Compass, Heart, History, ListVideo } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { paths } from '@/config/paths'

type SidebarProps = { isLoggedIn: boolean }

export function Sidebar({ isLoggedIn }: SidebarProps) {
  // Logged-out visitors are sent to log in rather than to list pages that would stay empty.
  const links = [
    { label: 'Explore', to: paths.explore.href(), Icon: Compass, isPublic: true },
    { label: 'Playlists', to: paths.playlists.href(), Icon: ListVideo, isPublic: false },
    { label: 'Liked', to: paths.liked.href(), Icon: Heart, isPublic: false },
    { label: 'Watch later', to: paths.watchLater.href(), Icon: Clock, isPublic: false },
    { label: 'History', to: paths.history.href(), Icon: History, isPublic: false },
  ]
  return (
    <nav className="sidebar" aria-label="Library">
      <ul>
        {links.map(({ label, to, Icon, isPublic }) => (
          <li key={label}>
            {isPublic || isLoggedIn ? (
              <NavLink to={to} end className="sidebar-link">
                <Icon aria-hidden="true" />
                <span>{label}</span>
              </NavLink>
            ) : (
              <Link to={paths.login.href()} className="sidebar-link">
                <Icon aria-hidden="true" />
                <span>{label}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
