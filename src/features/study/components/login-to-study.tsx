import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { returnTo } from '@/lib/return-to'
import '../study.css'

/** Where a visitor's progress and notes would be: a way to log in and come back here. */
export function LoginToStudy() {
  const location = useLocation()
  return (
    <p className="login-to-study">
      <Link to={paths.login.href()} state={returnTo(location)}>
        Log in
      </Link>{' '}
      to pick up where you stopped and to keep notes with board positions.
    </p>
  )
}
