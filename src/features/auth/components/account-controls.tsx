import { Heart, ListVideo, LogIn, LogOut } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useAuth } from '../auth-context'

export function AccountControls() {
  const { session, logout } = useAuth()
  const navigate = useNavigate()
  if (!session) {
    return (
      <Link to={paths.login.href()} className="icon-button" aria-label="Log in" title="Log in">
        <Icon node={LogIn} />
      </Link>
    )
  }
  return (
    <>
      <Link
        to={paths.playlists.href()}
        className="icon-button"
        aria-label="Playlists"
        title="Playlists"
      >
        <Icon node={ListVideo} />
      </Link>
      <Link
        to={paths.liked.href()}
        className="icon-button"
        aria-label="Liked videos"
        title="Liked videos"
      >
        <Icon node={Heart} />
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label="Log out"
        title="Log out"
        onClick={() => {
          logout()
          navigate(paths.explore.href())
        }}
      >
        <Icon node={LogOut} />
      </button>
    </>
  )
}
