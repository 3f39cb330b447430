import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { returnTo } from '@/lib/return-to'
import '../study.css'

/** Where a visitor's progress and notes would be: a way to log in and come back here. */
export function LoginToStudy() {
  const location = useLocation()
  return (
    <p className="login-to-study">
      <Link to={paths.login.href()} state={returnTo(location)}>
        {t('Log in')}
      </Link>{' '}
      {t('to pick up where you stopped and to keep notes with board positions.')}
    </p>
  )
}
