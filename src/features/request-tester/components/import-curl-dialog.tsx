import { useId, useState, type FormEvent } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { t } from '@/i18n/translate'
import { parseCurl, type ImportedRequest } from '../curl-import'
import { FieldError } from '@/components/ui/field-error'

type ImportCurlDialogProps = {
  onImport: (request: ImportedRequest) => void
  onClose: () => void
}

/** "Import cURL": a command copied from a browser or a terminal fills the form. */
export function ImportCurlDialog({ onImport, onClose }: ImportCurlDialogProps) {
  const [command, setCommand] = useState('')
  const [error, setError] = useState<string | null>(null)
  const ids = { command: useId(), error: useId() }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const read = parseCurl(command)
    if (!read.ok) return setError(read.message)
    onImport(read.request)
    onClose()
  }
  return (
    <ModalDialog title={t('Import cURL')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label htmlFor={ids.command}>{t('cURL command')}</label>
        <textarea
          id={ids.command}
          className="tester-body"
          rows={8}
          spellCheck={false}
          value={command}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setCommand(event.target.value)
            setError(null)
          }}
        />
        <FieldError id={ids.error} message={error} />
        <button type="submit" className="button">
          {t('Import')}
        </button>
      </form>
    </ModalDialog>
  )
}
