import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { notify } from '@/components/ui/toast'
import { GUEST_LOGIN } from '@/config/constants'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import { afterLogin } from '@/lib/return-to'
import { useAuth } from '../auth-context'
import type { LoginInput } from '../api/auth'

export const fillAllFields = () => t('Please fill all the fields')

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return t('The email you entered is not registered!')
  if (error instanceof ApiError && error.status === 401)
    return t('The password you entered is incorrect!')
  // A server without the demo accounts says so ("Demo accounts are turned off on this server.").
  if (error instanceof ApiError && error.status === 403) return error.message
  return t("Couldn't log in. Please try again!")
}

export function LoginForm() {
  const { login } = useAuth()
  const navigate = useNavigate()
  const { state } = useLocation()
  const [pending, setPending] = useState(false)
  const [remember, setRemember] = useState(false)

  const submit = async (input: LoginInput) => {
    if (!input.email.trim() || !input.password) return notify.error(fillAllFields())
    setPending(true)
    try {
      await login(input, remember)
      navigate(afterLogin(state, paths.explore.href()), { replace: true })
    } catch (error) {
      notify.error(loginErrorMessage(error))
      setPending(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void submit({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    })
  }

  return (
    // noValidate: our own check shows the spec's toast instead of the browser's bubble. POST: a
    // form that carries a password never goes in an address, even where no script runs
    // (docs/api.md, "Passwords").
    <form className="form" method="post" onSubmit={onSubmit} noValidate aria-busy={pending}>
      <label htmlFor="login-email">{t('Email')}</label>
      <input id="login-email" name="email" type="email" autoComplete="email" required />
      <label htmlFor="login-password">{t('Password')}</label>
      <input
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="form-row">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {t('Remember me')}
        </label>
        <Link to={paths.forgot.href()}>{t('Forgot your password?')}</Link>
      </div>
      <button type="submit" className="button" disabled={pending}>
        {t('Login')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={pending}
        onClick={() => void submit(GUEST_LOGIN)}
      >
        {t('Guest Login')}
      </button>
      <p>
        {t('New to Gambit?')}{' '}
        <Link to={paths.signup.href()} state={state}>
          {t('Sign up')}
        </Link>
      </p>
    </form>
  )
}
