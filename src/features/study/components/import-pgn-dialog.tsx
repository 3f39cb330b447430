import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import type { ImportReport } from '../api/notes'
import { notesFromPgn } from '../pgn-import'
import type { NewNote } from '@/shared/entities'

type ImportPgnDialogProps = {
  /** Adds the notes to the video; the report says how many and why any other was refused. */
  onImport: (notes: NewNote[]) => Promise<ImportReport>
  onClose: () => void
}

/** PGN files are small; a larger one is not a set of notes. */
const MAX_FILE_BYTES = 1024 * 1024

const imported = (count: number) => (count === 1 ? '1 note imported' : `${count} notes imported`)

/**
 * "Import PGN" (docs/product.md, "A board beside every video"): a file or pasted text; each game
 * becomes a note with its final position and moves, at the time its comment starts with.
 */
export default function ImportPgnDialog({ onImport, onClose }: ImportPgnDialogProps) {
  const [pgn, setPgn] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ said: string; problems: string[] } | null>(null)
  const ids = { pgn: useId(), file: useId() }

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    if (file.size > MAX_FILE_BYTES)
      return setResult({ said: 'That file is larger than 1 MB: is it a PGN?', problems: [] })
    setPgn(await file.text())
    setResult(null)
  }
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
    <ModalDialog title="Import PGN" onClose={onClose}>
      <form className="form note-import" onSubmit={(event) => void submit(event)}>
        <label htmlFor={ids.file}>PGN file</label>
        <input
          id={ids.file}
          type="file"
          accept=".pgn,application/x-chess-pgn,text/plain"
          onChange={(event) => void readFile(event)}
        />
        <label htmlFor={ids.pgn}>PGN</label>
        <textarea
          id={ids.pgn}
          rows={8}
          spellCheck={false}
          value={pgn}
          onChange={(event) => {
            setPgn(event.target.value)
            setResult(null)
          }}
        />
        <button type="submit" className="button" aria-disabled={busy || pgn.trim() === ''}>
          Import
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
