import { useState } from 'react'
import { useNavigate } from 'react-router'
import { PageLoader } from '@/components/ui/loader'
import { LoginInvitation } from '@/components/ui/login-invitation'
import { PageTitle } from '@/components/ui/page-title'
import { QueryError } from '@/components/ui/query-error'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { downloadMyData, useProfile } from '@/features/account/api/account'
import { ActivityGrid } from '@/features/account/components/activity-grid'
import { ChangePasswordForm } from '@/features/account/components/change-password-form'
import { DeleteAccount } from '@/features/account/components/delete-account'
import { LearningStats } from '@/features/account/components/learning-stats'
import { useAuth } from '@/features/auth/auth-context'
import { LanguageSelect } from '@/features/language/language-select'
import type { Session } from '@/features/auth/stored-session'
import { formatDate } from '@/i18n/format'
import { t } from '@/i18n/translate'
import './profile.css'

/** `/profile` (docs/product.md, "Your profile and account"): the learner's own, nothing invented. */
export default function ProfileRoute() {
  const { session } = useAuth()
  if (!session)
    return (
      <section className="profile-page" aria-labelledby="profile-heading">
        <PageTitle title={t('Profile')} />
        <h1 id="profile-heading">{t('Profile')}</h1>
        <LoginInvitation what={t('your profile')} />
        <LanguageSelect place="profile" signedIn={false} />
      </section>
    )
  return <Profile session={session} />
}

const memberSince = (createdAt: string) =>
  formatDate(new Date(createdAt), { month: 'long', year: 'numeric' })

function Profile({ session }: { session: Session }) {
  const { userDetails: user } = session
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email
  return (
    <section className="profile-page" aria-labelledby="profile-heading">
      <PageTitle title={t('Profile')} />
      <h1 id="profile-heading">{name}</h1>
      <p>{user.email}</p>
      <p className="profile-since">
        {t('Member since {date}', { date: memberSince(user.createdAt) })}
      </p>
      <YourLearning userId={user._id} />
      <Account />
    </section>
  )
}

function YourLearning({ userId }: { userId: string }) {
  const profile = useProfile(userId)
  return (
    <section className="profile-section" aria-labelledby="learning-heading">
      <h2 id="learning-heading">{t('Your learning')}</h2>
      {profile.isPending ? (
        <PageLoader label={t('Loading your learning')} />
      ) : profile.isError ? (
        <QueryError
          message={t("Couldn't load your learning.")}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          <LearningStats stats={profile.data.stats} />
          <ActivityGrid activity={profile.data.activity} />
        </>
      )}
    </section>
  )
}

function Account() {
  const { logout, renewToken } = useAuth()
  const navigate = useNavigate()
  const [exporting, setExporting] = useState(false)
  const exportData = async () => {
    if (exporting) return
    setExporting(true)
    await downloadMyData().catch(() => notify.error(t("Couldn't export your data!")))
    setExporting(false)
  }
  const leave = (message?: string) => {
    logout()
    if (message) notify.success(message)
    void navigate(paths.home.href())
  }
  return (
    <section className="profile-section" aria-labelledby="account-heading">
      <h2 id="account-heading">{t('Account')}</h2>
      <LanguageSelect place="profile" signedIn />
      <ChangePasswordForm onChanged={renewToken} />
      <div className="account-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={exporting}
          onClick={() => void exportData()}
        >
          {t('Export my data')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => leave()}>
          {t('Log Out')}
        </button>
        <DeleteAccount onDeleted={() => leave(t('Your account has been deleted.'))} />
      </div>
    </section>
  )
}
