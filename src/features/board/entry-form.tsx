import { useId, type FormEvent } from 'react'

type EntryFormProps = {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  submitLabel: string
  onSubmit: () => void
  /** Shown as an alert under the form, the box marked invalid and described by it. */
  error: string
  multiline?: boolean
  className: string
}

/** A labelled text box and its button, with its refusal announced (the board's Move and Load). */
export function EntryForm({
  label,
  placeholder,
  value,
  onChange,
  submitLabel,
  onSubmit,
  error,
  multiline = false,
  className,
}: EntryFormProps) {
  const id = useId()
  const box = {
    id,
    placeholder,
    value,
    spellCheck: false,
    'aria-invalid': error !== '',
    'aria-describedby': error ? `${id}-error` : undefined,
  }
  return (
    <>
      <form
        className={className}
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <label htmlFor={id}>{label}</label>
        {multiline ? (
          <textarea {...box} rows={2} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...box}
            type="text"
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
    </>
  )
}
