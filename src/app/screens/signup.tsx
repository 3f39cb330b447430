import { PageTitle } from '@/components/ui/page-title'
import { SignupForm } from '@/features/auth/components/signup-form'

export default function SignupRoute() {
  return (
    <section className="auth-card">
      <PageTitle title="Sign up" />
      <h1>Create your account</h1>
      <SignupForm />
    </section>
  )
}
