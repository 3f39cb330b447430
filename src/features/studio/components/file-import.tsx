import { useId, useState, type ReactNode } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { t } from '@/i18n/translate'
import { ApiError } from '@/lib/api-client'
import { useCatalogueChanged } from '../api/videos'
import '../studio.css'

type FileImportProps<Report extends { added: number }> = {
  heading: string
  /** The file box's name ("Import videos"). */
  label: string
  accept: string
  hint: ReactNode
  send: (file: File) => Promise<Report>
  /** "12 added, 2 skipped" */
  summary: (report: Report) => string
  /** The skipped rows, a line each, listed under `skippedLabel`. */
  skipped: (report: Report) => string[]
  skippedLabel: string
}

/**
 * A file box's import on /studio (videos, puzzles): one file at a time, its report or its
 * refusal; what it added is read again everywhere (Explore, the puzzles' themes and counts).
 */
export function FileImport<Report extends { added: number }>(props: FileImportProps<Report>) {
  const { heading, label, accept, hint, send, summary, skipped, skippedLabel } = props
  const [report, setReport] = useState<Report | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const catalogueChanged = useCatalogueChanged()
  const ids = { heading: useId(), file: useId(), hint: useId(), error: useId() }
  const load = async (file: File | undefined) => {
    if (!file || busy) return
    setBusy(true)
    setReport(null)
    setError(null)
    try {
      const answer = await send(file)
      setReport(answer)
      if (answer.added > 0) catalogueChanged()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("Couldn't import the file."))
    } finally {
      setBusy(false)
    }
  }
  const lines = report ? skipped(report) : []
  return (
    <section className="studio-import" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{heading}</h2>
      <label htmlFor={ids.file}>{label}</label>
      <input
        id={ids.file}
        type="file"
        accept={accept}
        aria-describedby={ids.hint}
        disabled={busy}
        onChange={(event) => {
          void load(event.target.files?.[0])
          event.target.value = '' // the same file may be chosen again
        }}
      />
      <p id={ids.hint} className="field-hint">
        {hint}
      </p>
      <FieldError id={ids.error} message={error} />
      <div role="status">
        {busy && <p>{t('Importing…')}</p>}
        {report && <p className="studio-import-result">{summary(report)}</p>}
      </div>
      {lines.length > 0 && (
        <ul className="studio-skipped" aria-label={skippedLabel}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
