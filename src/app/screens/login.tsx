import { PageTitle } from '@/components/ui/page-title'
import { LoginForm } from '@/features/auth/components/login-form'
import { t } from '@/i18n/translate'

export default function LoginRoute() {
  return (
    <section className="auth-card">
      <PageTitle title={t('Log in')} />
      <h1>{t('Log in')}</h1>
      <LoginForm />
    </section>
  )
}
