import { useId, useState, type FormEvent } from 'react'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import { MIN_PASSWORD_LENGTH } from '@/shared/input-rules'
import { changePassword } from '../api/account'
import { FieldError } from '@/components/ui/field-error'
import '../account.css'

/**
 * "Change password" (docs/product.md, "Your profile and account"): every other session ends;
 * this one goes on with the token the answer gives (`onChanged`).
 */
export function ChangePasswordForm({ onChanged }: { onChanged: (token: string) => void }) {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const ids = { current: useId(), next: useId(), error: useId(), heading: useId() }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    if (next.length < MIN_PASSWORD_LENGTH)
      return setError(
        t('Password must have at least {count} characters', { count: MIN_PASSWORD_LENGTH }),
      )
    setSaving(true)
    try {
      const { encodedToken } = await changePassword(current, next)
      onChanged(encodedToken)
      setCurrent('')
      setNext('')
      setError(null)
      notify.success(t('Password changed!'))
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("Couldn't change the password."))
    } finally {
      setSaving(false)
    }
  }
  const described = error ? ids.error : undefined

  return (
    // POST: a form that carries a password never goes in an address (docs/api.md, "Passwords").
    <form
      className="form account-form"
      method="post"
      aria-labelledby={ids.heading}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={ids.heading}>{t('Change password')}</h3>
      <label htmlFor={ids.current}>{t('Current password')}</label>
      <input
        id={ids.current}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        aria-describedby={described}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <label htmlFor={ids.next}>{t('New password')}</label>
      <input
        id={ids.next}
        type="password"
        autoComplete="new-password"
        required
        value={next}
        aria-describedby={described}
        onChange={(event) => setNext(event.target.value)}
      />
      <p className="field-hint">
        {t('At least {count} characters.', { count: MIN_PASSWORD_LENGTH })}
      </p>
      <FieldError id={ids.error} message={error} />
      <button type="submit" className="button" aria-disabled={saving}>
        {t('Change password')}
      </button>
    </form>
  )
}
