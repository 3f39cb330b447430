import { Link } from 'react-router'
import { PageTitle } from '@/components/ui/page-title'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'

/** A static form by design (docs/product.md, "Screens"): no reset e-mail exists in a back end that runs in the browser. */
export default function ForgotRoute() {
  return (
    <section className="auth-card">
      <PageTitle title={t('Forgot password')} />
      <h1>{t('Forgot your password?')}</h1>
      <p>{t('Enter the email you signed up with.')}</p>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="forgot-email">{t('Email')}</label>
        <input id="forgot-email" type="email" name="email" autoComplete="email" />
        <Link to={paths.home.href()} className="button">
          {t('Reset Password')}
        </Link>
      </form>
    </section>
  )
}
