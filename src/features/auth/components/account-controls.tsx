import { Heart, ListVideo, LogIn, LogOut } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useAuth } from '../auth-context'

export function AccountControls() {
  const { session, logout } = useAuth()
  const navigate = useNavigate()
  if (!session) {
    return (
      <Link to={paths.login.href()} className="icon-button" aria-label="Log in" title="Log in">
        <LogIn aria-hidden="true" />
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
        <ListVideo aria-hidden="true" />
      </Link>
      <Link
        to={paths.liked.href()}
        className="icon-button"
        aria-label="Liked videos"
        title="Liked videos"
      >
        <Heart aria-hidden="true" />
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
        <LogOut aria-hidden="true" />
      </button>
    </>
  )
}
