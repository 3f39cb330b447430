import {
  Clapperboard,
  Clock,
  Compass,
  Heart,
  History,
  ListVideo,
  Puzzle,
  Repeat,
  Users,
} from 'lucide'
import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { returnTo } from '@/lib/return-to'
import { MoreTabs, type LibraryLink } from './more-tabs'

type SidebarProps = {
  isLoggedIn: boolean
  /** Curators see "Studio" (docs/product.md, "Curators grow the catalogue"). */
  isCurator?: boolean
  /** After "Review": how many drills are due (composed by the app; loads with its data). */
  reviewCount?: ReactNode
}

/**
 * The library's links; on a phone a tab bar at the bottom of the screen (layout.css) with the
 * links marked `tab` and "More" for the rest, so that five readable tabs fit at 320 px.
 */
export function Sidebar({ isLoggedIn, isCurator = false, reviewCount }: SidebarProps) {
  const links: LibraryLink[] = [
    { label: 'Explore', to: paths.explore.href(), icon: Compass, isPublic: true, tab: true },
    { label: 'Playlists', to: paths.playlists.href(), icon: ListVideo, tab: true },
    { label: 'Liked', to: paths.liked.href(), icon: Heart },
    { label: 'Watch later', to: paths.watchLater.href(), icon: Clock },
    { label: 'History', to: paths.history.href(), icon: History, tab: true },
    { label: 'Review', to: paths.review.href(), icon: Repeat, tab: true },
    { label: 'Puzzles', to: paths.puzzles.href(), icon: Puzzle, isPublic: true },
    { label: 'Classes', to: paths.classes.href(), icon: Users },
    ...(isCurator ? [{ label: 'Studio', to: paths.studio.href(), icon: Clapperboard }] : []),
  ]
  const link = ({ label, to, icon, isPublic }: LibraryLink, onChoose?: () => void) =>
    isPublic || isLoggedIn ? (
      <NavLink to={to} end className="sidebar-link" onClick={onChoose}>
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
        onClick={onChoose}
      >
        <Icon node={icon} />
        <span>{label}</span>
      </Link>
    )
  return (
    <nav className="sidebar" aria-label="Library">
      <ul>
        {links.map((each) => (
          <li key={each.label} className={each.tab ? undefined : 'tab-overflow'}>
            {link(each)}
          </li>
        ))}
        <li className="tab-more">
          <MoreTabs links={links.filter((each) => !each.tab)} renderLink={link} />
        </li>
      </ul>
    </nav>
  )
}
