import { CircleUser, Heart, ListVideo, LogOut } from 'lucide'
import { Link, useNavigate } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { useAuth } from '../auth-context'
import { AccountMenu } from './account-menu'

/** Profile, Playlists, Liked videos and Log out; on a phone they fold into "Account menu". */
export default function SignedInControls() {
  const { session, logout } = useAuth()
  const navigate = useNavigate()
  if (!session) return null
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
