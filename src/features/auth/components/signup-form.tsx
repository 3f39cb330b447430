import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import { afterLogin } from '@/lib/return-to'
import { isOneLineName, MIN_PASSWORD_LENGTH, NAME_MAX } from '@/shared/input-rules'
import { useAuth } from '../auth-context'
import { splitName } from '../api/auth'
import { fillAllFields } from './login-form'

function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 422)
    return t('An account with this email already exists!')
  // The back end's 400s say exactly what to fix (docs/api.md, "Errors").
  if (error instanceof ApiError && error.status === 400) return error.message
  return t("Couldn't sign up. Please try again!")
}

export function SignupForm() {
  const { signup } = useAuth()
  const navigate = useNavigate()
  const { state } = useLocation()
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const name = splitName(String(form.get('name') ?? ''))
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    // A name of spaces alone is no name (docs/product.md, "Accounts").
    if (!name.firstName || !email || !password) return notify.error(fillAllFields())
    if (name.firstName.length > NAME_MAX || name.lastName.length > NAME_MAX)
      return notify.error(t('Names can have at most {count} characters.', { count: NAME_MAX }))
    if (!isOneLineName(name.firstName) || !isOneLineName(name.lastName))
      return notify.error(
        t(
          'A name is one line: no control characters (a line break, a bell, an escape) nor marks that turn its direction.',
        ),
      )
    const emailInput = formElement.elements.namedItem('email') as HTMLInputElement
    if (emailInput.validity.typeMismatch)
      return notify.error(t('Please enter a valid email address!'))
    if (password.length < MIN_PASSWORD_LENGTH)
      return notify.error(
        t('Password must have at least {count} characters', { count: MIN_PASSWORD_LENGTH }),
      )
    setPending(true)
    try {
      await signup({ email, password, ...name })
      navigate(afterLogin(state, paths.explore.href()), { replace: true })
    } catch (error) {
      notify.error(signupErrorMessage(error))
      setPending(false)
    }
  }

  return (
    // POST: a form that carries a password never goes in an address (docs/api.md, "Passwords").
    <form
      className="form"
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={pending}
    >
      <label htmlFor="signup-name">{t('Name')}</label>
      <input id="signup-name" name="name" type="text" autoComplete="name" required />
      <label htmlFor="signup-email">{t('Email')}</label>
      <input id="signup-email" name="email" type="email" autoComplete="email" required />
      <label htmlFor="signup-password">{t('Password')}</label>
      <input
        id="signup-password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        aria-describedby="signup-password-hint"
        required
      />
      <p id="signup-password-hint" className="field-hint">
        {t('At least {count} characters.', { count: MIN_PASSWORD_LENGTH })}
      </p>
      <button type="submit" className="button" disabled={pending}>
        {t('Sign Up')}
      </button>
      <p>
        {t('Already have an account?')}{' '}
        <Link to={paths.login.href()} state={state}>
          {t('Login')}
        </Link>
      </p>
      <Link to={paths.home.href()}>{t('Home')}</Link>
    </form>
  )
}
