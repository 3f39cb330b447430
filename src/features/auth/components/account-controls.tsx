import { LogIn } from 'lucide'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { Icon } from '@/components/ui/icon'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { returnTo } from '@/lib/return-to'
import { useAuth } from '../auth-context'

// Visitors (and every prerendered page) need only "Log in": the signed-in controls load apart,
// keeping the first visit light (docs/performance.md).
const SignedInControls = lazy(() => import('./signed-in-controls'))

/** "Log in", or the signed-in user's controls (folded into "Account menu" on a phone). */
export function AccountControls() {
  const { session } = useAuth()
  const location = useLocation()
  if (session) {
    return (
      <Suspense fallback={null}>
        <SignedInControls />
      </Suspense>
    )
  }
  return (
    <Link
      to={paths.login.href()}
      state={returnTo(location)}
      className="icon-button"
      aria-label={t('Log in')}
      title={t('Log in')}
    >
      <Icon node={LogIn} />
    </Link>
  )
}
