import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { NewNote, Note, NoteChanges } from '@/shared/entities'
import { NOTE_TEXT_MAX } from '@/shared/input-rules'
import { ApiError } from '@/lib/api-client'
import { FieldError } from '@/components/ui/field-error'
import { t } from '@/i18n/translate'

type NotePosition = Pick<NewNote, 'fen' | 'startFen' | 'moves'>

type NoteEditorProps = {
  note: Note
  /** The page's board now: "Use the board's position" saves it in place of the note's. */
  boardPosition: NotePosition
  onSave: (changes: NoteChanges) => Promise<unknown>
  /** Closes the editor (saved or cancelled); the owner puts focus back on "Edit note". */
  onClose: () => void
}

/** "Edit note" (docs/product.md, "A board beside every video"): its text, and its position. */
export function NoteEditor({ note, boardPosition, onSave, onClose }: NoteEditorProps) {
  const [text, setText] = useState(note.text)
  const [useBoard, setUseBoard] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const errorId = useId()
  // Escape leaves the note as it was, as it does in the playlist's Rename form.
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    if (text.trim() === '') return setError(t('Write something to note.'))
    // A board at the initial position with no moves is no position: the note's goes.
    const position = Object.keys(boardPosition).length > 0 ? boardPosition : { fen: '' }
    setSaving(true)
    try {
      await onSave({ text, ...(useBoard ? position : {}) })
      onClose()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("Couldn't save the note."))
      setSaving(false)
    }
  }

  return (
    <form className="note-form note-editor" onSubmit={(event) => void submit(event)}>
      <label>
        {t('Note text')}
        <textarea
          value={text}
          maxLength={NOTE_TEXT_MAX}
          rows={3}
          // The editor opens where the note was: its text is what the learner came to change.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={cancelOnEscape}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <label className="note-check">
        <input
          type="checkbox"
          checked={useBoard}
          onKeyDown={cancelOnEscape}
          onChange={(event) => setUseBoard(event.target.checked)}
        />
        {t("Use the board's position")}
      </label>
      <div className="note-form-actions">
        <button type="submit" className="button" aria-disabled={saving}>
          {t('Save note')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('Cancel')}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </form>
  )
}
