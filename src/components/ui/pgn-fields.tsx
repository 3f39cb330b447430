import { useId, type ChangeEvent } from 'react'
import { t } from '@/i18n/translate'

/** PGN files are small: a larger one is not what an import takes. */
const MAX_FILE_BYTES = 1024 * 1024

type PgnFieldsProps = {
  pgn: string
  /** The text typed, pasted or read from the chosen file. */
  onPgn: (pgn: string) => void
  /** A file too large to be a PGN. */
  onRefused: (message: string) => void
  /** An error shown under the text box, which is marked invalid and described by it. */
  error?: string
}

/** "PGN file" and "PGN" (docs/product.md): a PGN chosen as a file or pasted, for an import. */
export function PgnFields({ pgn, onPgn, onRefused, error = '' }: PgnFieldsProps) {
  const ids = { pgn: useId(), file: useId(), error: useId() }
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    if (file.size > MAX_FILE_BYTES)
      return onRefused(t('That file is larger than 1 MB: is it a PGN?'))
    onPgn(await file.text())
  }
  return (
    <>
      <label htmlFor={ids.file}>{t('PGN file')}</label>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => onPgn(event.target.value)}
      />
      {error && (
        <p id={ids.error} role="alert" className="form-error">
          {error}
        </p>
      )}
    </>
  )
}
