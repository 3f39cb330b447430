import { useState, type FormEvent } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { PgnFields } from '@/components/ui/pgn-fields'
import { t } from '@/i18n/translate'
import type { ImportReport } from '../api/notes'
import { notesFromPgn } from '../pgn-import'
import type { NewNote } from '@/shared/entities'

type ImportPgnDialogProps = {
  /** Adds the notes to the video; the report says how many and why any other was refused. */
  onImport: (notes: NewNote[]) => Promise<ImportReport>
  onClose: () => void
}

const imported = (count: number) =>
  t('{count, plural, one {{count} note imported} other {{count} notes imported}}', { count })

/**
 * "Import PGN" (docs/product.md, "A board beside every video"): a file or pasted text; each game
 * becomes a note with its final position and moves, at the time its comment starts with.
 */
export default function ImportPgnDialog({ onImport, onClose }: ImportPgnDialogProps) {
  const [pgn, setPgn] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ said: string; problems: string[] } | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || pgn.trim() === '') return
    const reading = notesFromPgn(pgn)
    setBusy(true)
    const report =
      reading.notes.length > 0 ? await onImport(reading.notes) : { imported: 0, refused: [] }
    setBusy(false)
    setResult({
      said: imported(report.imported),
      problems: [...reading.skipped, ...reading.leftOut, ...report.refused],
    })
  }

  return (
    <ModalDialog title={t('Import PGN')} onClose={onClose}>
      <form className="form note-import" onSubmit={(event) => void submit(event)}>
        <PgnFields
          pgn={pgn}
          onPgn={(text) => {
            setPgn(text)
            setResult(null)
          }}
          onRefused={(said) => setResult({ said, problems: [] })}
        />
        <button type="submit" className="button" aria-disabled={busy || pgn.trim() === ''}>
          {t('Import')}
        </button>
        <div role="status">
          {result && (
            <>
              <p>{result.said}</p>
              {result.problems.length > 0 && (
                <ul className="import-problems">
                  {result.problems.map((problem, index) => (
                    <li key={index}>{problem}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </form>
    </ModalDialog>
  )
}
