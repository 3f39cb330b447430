import { useId } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { importFile } from '../api/catalogue'
import { useFileImport } from '../use-file-import'
import '../studio.css'

const CSV_HEADER = 'youtube,title,creator,category,level,topics,description'

/** "Import videos" from a JSON or CSV file, with a report of each row it skipped. */
export function ImportVideos() {
  const { report, error, busy, load } = useFileImport(importFile)
  const ids = { heading: useId(), file: useId(), hint: useId(), error: useId() }

  return (
    <section className="studio-import" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Import from a file</h2>
      <label htmlFor={ids.file}>Import videos</label>
      <input
        id={ids.file}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        aria-describedby={ids.hint}
        disabled={busy}
        onChange={(event) => {
          void load(event.target.files?.[0])
          event.target.value = '' // the same file may be chosen again
        }}
      />
      <p id={ids.hint} className="field-hint">
        A JSON list of videos, or a CSV file with the header <code>{CSV_HEADER}</code>.
      </p>
      <FieldError id={ids.error} message={error} />
      <div role="status">
        {report && (
          <p className="studio-import-result">
            {report.added} added, {report.skipped.length} skipped
          </p>
        )}
      </div>
      {report && report.skipped.length > 0 && (
        <ul className="studio-skipped" aria-label="Skipped rows">
          {report.skipped.map(({ row, reason }) => (
            <li key={row}>
              {report.rowName(row)}: {reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
