import { PageTitle } from '@/components/ui/page-title'
import { LoginForm } from '@/features/auth/components/login-form'

export default function LoginRoute() {
  return (
    <section className="auth-card">
      <PageTitle title="Log in" />
      <h1>Log in</h1>
      <LoginForm />
    </section>
  )
}
