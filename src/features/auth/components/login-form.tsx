import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { notify } from '@/components/ui/toast'
import { GUEST_LOGIN } from '@/config/constants'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { afterLogin } from '@/lib/return-to'
import { useAuth } from '../auth-context'
import type { LoginInput } from '../api/auth'

export const FILL_ALL_FIELDS = 'Please fill all the fields'

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return 'The email you entered is not registered!'
  if (error instanceof ApiError && error.status === 401)
    return 'The password you entered is incorrect!'
  // A server without the demo accounts says so ("Demo accounts are turned off on this server.").
  if (error instanceof ApiError && error.status === 403) return error.message
  return "Couldn't log in. Please try again!"
}

export function LoginForm() {
  const { login } = useAuth()
  const navigate = useNavigate()
  const { state } = useLocation()
  const [pending, setPending] = useState(false)
  const [remember, setRemember] = useState(false)

  const submit = async (input: LoginInput) => {
    if (!input.email.trim() || !input.password) return notify.error(FILL_ALL_FIELDS)
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
    // noValidate: our own check shows the spec's toast instead of the browser's bubble.
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={pending}>
      <label htmlFor="login-email">Email</label>
      <input id="login-email" name="email" type="email" autoComplete="email" required />
      <label htmlFor="login-password">Password</label>
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
          Remember me
        </label>
        <Link to={paths.forgot.href()}>Forgot your password?</Link>
      </div>
      <button type="submit" className="button" disabled={pending}>
        Login
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={pending}
        onClick={() => void submit(GUEST_LOGIN)}
      >
        Guest Login
      </button>
      <p>
        New to Gambit?{' '}
        <Link to={paths.signup.href()} state={state}>
          Sign up
        </Link>
      </p>
    </form>
  )
}
