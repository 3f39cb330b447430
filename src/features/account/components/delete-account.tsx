import { useId, useRef, useState, type FormEvent } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import { deleteAccount } from '../api/account'
import { FieldError } from '@/components/ui/field-error'
import '../account.css'

/**
 * "Delete account" and its dialog (docs/product.md, "Your profile and account"): with the
 * password, every record of the user goes; `onDeleted` logs the tab out.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        {t('Delete account')}
      </button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </>
  )
}

function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void
  onDeleted: () => void
}) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  const ids = { password: useId(), error: useId() }
  const passwordBox = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (deleting || password === '') return
    setDeleting(true)
    try {
      await deleteAccount(password)
      onDeleted()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("Couldn't delete the account."))
      setDeleting(false)
    }
  }

  return (
    <ModalDialog title={t('Delete account')} onClose={onClose} initialFocus={passwordBox}>
      {/* POST: a form that carries a password never goes in an address (docs/api.md). */}
      <form className="form" method="post" onSubmit={(event) => void submit(event)}>
        <p>
          {t(
            'Your lists, playlists, progress, notes and drills will be deleted for good, on every device. Export your data first if you want to keep it.',
          )}
        </p>
        <label htmlFor={ids.password}>{t('Password')}</label>
        <input
          id={ids.password}
          type="password"
          autoComplete="current-password"
          required
          ref={passwordBox}
          value={password}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FieldError id={ids.error} message={error} />
        <button type="submit" className="button button-danger" aria-disabled={deleting}>
          {t('Delete my account')}
        </button>
      </form>
    </ModalDialog>
  )
}
