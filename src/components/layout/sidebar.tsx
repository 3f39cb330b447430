import {
  Clapperboard,
  Clock,
  Compass,
  Heart,
  History,
  Info,
  ListVideo,
  Puzzle,
  Repeat,
  Swords,
  Users,
} from 'lucide'
import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { t, tIn } from '@/i18n/translate'
import { returnTo } from '@/lib/return-to'
import { MoreTabs, type LibraryLink } from './more-tabs'

type SidebarProps = {
  isLoggedIn: boolean
  /** Curators see "Studio" (docs/product.md, "Curators grow the catalogue"). */
  isCurator?: boolean
  /** After "Review": how many drills are due (composed by the app; loads with its data). */
  reviewCount?: ReactNode
  /** The select "Language" (composed by the app): the foot on a wide screen, under "More" on a phone. */
  languageSelect?: (place: 'sidebar' | 'more') => ReactNode
}

/**
 * The library's links; on a phone a tab bar at the bottom of the screen (layout.css) with the
 * links marked `tab` and "More" for the rest, so that five readable tabs fit at 320 px.
 */
export function Sidebar({
  isLoggedIn,
  isCurator = false,
  reviewCount,
  languageSelect,
}: SidebarProps) {
  const links: LibraryLink[] = [
    { label: t('Explore'), to: paths.explore.href(), icon: Compass, isPublic: true, tab: true },
    { label: t('Playlists'), to: paths.playlists.href(), icon: ListVideo, tab: true },
    { label: t('Liked'), to: paths.liked.href(), icon: Heart },
    { label: t('Watch later'), to: paths.watchLater.href(), icon: Clock },
    { label: t('History'), to: paths.history.href(), icon: History, tab: true },
    { label: t('Review'), to: paths.review.href(), icon: Repeat, tab: true },
    { label: t('Puzzles'), to: paths.puzzles.href(), icon: Puzzle, isPublic: true },
    // A game against the engine from the start (docs/product.md, "Play it out against the engine").
    { label: tIn('a game', 'Play'), to: paths.play.href(), icon: Swords, isPublic: true },
    { label: t('Classes'), to: paths.classes.href(), icon: Users },
    ...(isCurator ? [{ label: t('Studio'), to: paths.studio.href(), icon: Clapperboard }] : []),
    // The sidebar's foot (under "More" on a phone): what Gambit ships from others.
    { label: t('Credits and licences'), to: paths.about.href(), icon: Info, isPublic: true },
  ]
  const link = ({ label, to, icon, isPublic }: LibraryLink, onChoose?: () => void) =>
    isPublic || isLoggedIn ? (
      <NavLink to={to} end className="sidebar-link" onClick={onChoose}>
        <Icon node={icon} />
        <span>{label}</span>
        {to === paths.review.href() && reviewCount}
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
    <nav className="sidebar" aria-label={t('Library')}>
      <ul>
        {links.map((each) => (
          <li key={each.to} className={each.tab ? undefined : 'tab-overflow'}>
            {link(each)}
          </li>
        ))}
        {/* The sidebar's foot; on a phone it is under "More". */}
        <li className="tab-overflow sidebar-language">{languageSelect?.('sidebar')}</li>
        <li className="tab-more">
          <MoreTabs
            links={links.filter((each) => !each.tab)}
            renderLink={link}
            last={languageSelect?.('more')}
          />
        </li>
      </ul>
    </nav>
  )
}
