import { CircleUser, Heart, ListVideo, LogOut } from 'lucide'
import { Link, useNavigate } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
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
        aria-label={t('Profile')}
        title={t('Profile')}
      >
        <Icon node={CircleUser} />
      </Link>
      <Link
        to={paths.playlists.href()}
        className="icon-button wide-only"
        aria-label={t('Playlists')}
        title={t('Playlists')}
      >
        <Icon node={ListVideo} />
      </Link>
      <Link
        to={paths.liked.href()}
        className="icon-button wide-only"
        aria-label={t('Liked videos')}
        title={t('Liked videos')}
      >
        <Icon node={Heart} />
      </Link>
      <button
        type="button"
        className="icon-button wide-only"
        aria-label={t('Log out')}
        title={t('Log out')}
        onClick={logOut}
      >
        <Icon node={LogOut} />
      </button>
      <AccountMenu name={`${firstName} ${lastName}`.trim() || email} onLogOut={logOut} />
    </>
  )
}
