import { CircleUser, Heart, ListVideo, LogIn, LogOut } from 'lucide'
import { Link, useLocation, useNavigate } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { useAuth } from '../auth-context'
import { returnTo } from '@/lib/return-to'
import { AccountMenu } from './account-menu'

/** Profile, Playlists, Liked videos and Log out; on a phone they fold into "Account menu". */
export function AccountControls() {
  const { session, logout } = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  if (!session) {
    return (
      <Link
        to={paths.login.href()}
        state={returnTo(location)}
        className="icon-button"
        aria-label="Log in"
        title="Log in"
      >
        <Icon node={LogIn} />
      </Link>
    )
  }
  const logOut = () => {
    logout()
    navigate(paths.explore.href())
  }
  const { firstName, lastName, email } = session.userDetails
  return (
    <>
      <Link
        to={paths.profile.href()}
        className="icon-button wide-only"
        aria-label="Profile"
        title="Profile"
      >
        <Icon node={CircleUser} />
      </Link>
      <Link
        to={paths.playlists.href()}
        className="icon-button wide-only"
        aria-label="Playlists"
        title="Playlists"
      >
        <Icon node={ListVideo} />
      </Link>
      <Link
        to={paths.liked.href()}
        className="icon-button wide-only"
        aria-label="Liked videos"
        title="Liked videos"
      >
        <Icon node={Heart} />
      </Link>
      <button
        type="button"
        className="icon-button wide-only"
        aria-label="Log out"
        title="Log out"
        onClick={logOut}
      >
        <Icon node={LogOut} />
      </button>
      <AccountMenu name={`${firstName} ${lastName}`.trim() || email} onLogOut={logOut} />
    </>
  )
}
