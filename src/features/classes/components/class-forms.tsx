import { useId, useState, type FormEvent } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import type { ClassView } from '@/shared/entities'
import { useCreateClass, useJoinClass } from '../api/classes'
import '../classes.css'

type ClassFormsProps = { userId: string; onOpen: (view: ClassView) => void }

/** "Create class" (and so coach it) and "Join class" with a code, side by side. */
export function ClassForms({ userId, onOpen }: ClassFormsProps) {
  const create = useCreateClass(userId)
  const join = useJoinClass(userId)
  return (
    <div className="class-forms">
      <OneField
        heading={t('Create a class')}
        label={t('Class name')}
        button={t('Create class')}
        maxLength={100}
        emptyMessage={t('A class needs a name.')}
        onSubmit={async (name) => onOpen(await create.mutateAsync(name))}
      />
      <OneField
        heading={t('Join a class')}
        label={t('Join code')}
        button={t('Join class')}
        maxLength={20}
        emptyMessage={t('Type the join code your coach gave you.')}
        onSubmit={async (code) => onOpen(await join.mutateAsync(code))}
      />
    </div>
  )
}

type OneFieldProps = {
  heading: string
  label: string
  button: string
  maxLength: number
  /** Said when the box is empty or only spaces (it is never sent). */
  emptyMessage: string
  onSubmit: (value: string) => Promise<void>
}

function OneField({ heading, label, button, maxLength, emptyMessage, onSubmit }: OneFieldProps) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { heading: useId(), input: useId(), error: useId() }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!value.trim()) return setError(emptyMessage)
    setBusy(true)
    try {
      await onSubmit(value.trim())
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : t('Something went wrong. Try again.'),
      )
      setBusy(false)
    }
  }
  return (
    <form className="form" aria-labelledby={ids.heading} onSubmit={(event) => void submit(event)}>
      <h2 id={ids.heading}>{heading}</h2>
      <label htmlFor={ids.input}>{label}</label>
      <div className="inline-form">
        <input
          id={ids.input}
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setValue(event.target.value)
            setError(null)
          }}
        />
        <button type="submit" className="button" aria-disabled={busy}>
          {button}
        </button>
      </div>
      <FieldError id={ids.error} message={error} />
    </form>
  )
}
