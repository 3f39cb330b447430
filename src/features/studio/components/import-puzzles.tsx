import { useId } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { thousands } from '@/shared/thousands'
import { importPuzzleFile } from '../api/puzzles'
import { useFileImport } from '../use-file-import'
import '../studio.css'

/**
 * "Import puzzles" (docs/product.md, "Puzzles"): the Lichess puzzle CSV, at most 10 MB; a server
 * takes the whole database with `npm run import:puzzles`. Rows already in, and rows that cannot
 * be read, are skipped and counted by reason.
 */
export function ImportPuzzles() {
  const { report, error, busy, load } = useFileImport(importPuzzleFile)
  const ids = { heading: useId(), file: useId(), hint: useId(), error: useId() }

  return (
    <section className="studio-import" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Puzzles</h2>
      <label htmlFor={ids.file}>Import puzzles</label>
      <input
        id={ids.file}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={ids.hint}
        disabled={busy}
        onChange={(event) => {
          void load(event.target.files?.[0])
          event.target.value = '' // the same file may be chosen again
        }}
      />
      <p id={ids.hint} className="field-hint">
        A CSV file of the Lichess puzzle database (its header <code>PuzzleId,FEN,Moves,…</code>), at
        most 10 MB. A server takes the whole database with <code>npm run import:puzzles</code>.
      </p>
      <FieldError id={ids.error} message={error} />
      <div role="status">
        {busy && <p>Importing…</p>}
        {report && (
          <p className="studio-import-result">
            {thousands(report.added)} added, {thousands(report.skipped)} skipped
          </p>
        )}
      </div>
      {report && report.reasons.length > 0 && (
        <ul className="studio-skipped" aria-label="Skipped puzzle rows">
          {report.reasons.map(({ reason, count, rows }) => (
            <li key={reason}>
              {thousands(count)} {reason} (line {rows.join(', ')}
              {count > rows.length ? ', …' : ''})
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
