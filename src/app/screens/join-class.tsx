import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageLoader } from '@/components/ui/loader'
import { PageTitle } from '@/components/ui/page-title'
import { paths } from '@/config/paths'
import { useCurrentUserId } from '@/features/auth/use-current-user'
import { useJoinClass } from '@/features/classes/api/classes'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'

/** `/join/<code>`: a coach's link; a logged-in learner joins the class and lands on it. */
export default function JoinClassRoute() {
  const { code = '' } = useParams()
  const userId = useCurrentUserId()
  return (
    <>
      <PageTitle title={t('Join a class')} />
      {userId ? (
        <Joining key={code} userId={userId} code={code} />
      ) : (
        <>
          <h1>{t('Join a class')}</h1>
          <LoginInvitation what={t('the class you were invited to')} />
        </>
      )}
    </>
  )
}

function Joining({ userId, code }: { userId: string; code: string }) {
  const join = useJoinClass(userId)
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const asked = useRef(false)
  useEffect(() => {
    // Once: a strict-mode second run must not join twice (it would be harmless, but noisy).
    if (asked.current) return
    asked.current = true
    join.mutate(code, {
      onSuccess: (view) => void navigate(paths.singleClass.href(view._id), { replace: true }),
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : t("Couldn't join the class.")),
    })
  }, [code, join, navigate])
  if (!error) return <PageLoader label={t('Joining the class')} />
  return (
    <>
      <h1>{t('Join a class')}</h1>
      <p role="alert">{error}</p>
      <Link className="button" to={paths.classes.href()}>
        {t('Go to Classes')}
      </Link>
    </>
  )
}
