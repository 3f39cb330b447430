import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { returnTo } from '@/lib/return-to'

/** What a visitor sees on a page of their own data: an invitation, not an empty list. */
export function LoginInvitation({ what }: { what: string }) {
  const location = useLocation()
  return (
    <div className="empty-state">
      <p>{t('Log in to see {what}.', { what })}</p>
      <Link to={paths.login.href()} state={returnTo(location)} className="button">
        {t('Log in')}
      </Link>
    </div>
  )
}
