import { Link } from 'react-router'
import { PageTitle } from '@/components/ui/page-title'
import { paths } from '@/config/paths'

/** A static form by design (docs/product.md, "Screens"): no reset e-mail exists in a back end that runs in the browser. */
export default function ForgotRoute() {
  return (
    <section className="auth-card">
      <PageTitle title="Forgot password" />
      <h1>Forgot your password?</h1>
      <p>Enter the email you signed up with.</p>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="forgot-email">Email</label>
        <input id="forgot-email" type="email" name="email" autoComplete="email" />
        <Link to={paths.home.href()} className="button">
          Reset Password
        </Link>
      </form>
    </section>
  )
}
