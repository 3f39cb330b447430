import { PageTitle } from '@/components/ui/page-title'
import { SignupForm } from '@/features/auth/components/signup-form'
import { t } from '@/i18n/translate'

export default function SignupRoute() {
  return (
    <section className="auth-card">
      <PageTitle title={t('Sign up')} />
      <h1>{t('Create your account')}</h1>
      <SignupForm />
    </section>
  )
}
