import { lazy, Suspense, useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { NOTE_TEXT_MAX } from '@/shared/input-rules'
import type { Drill, NewNote, Note, Video } from '@/shared/entities'
import { ApiError } from '@/lib/api-client'
import { useAddNote, useImportNotes } from '../api/notes'
import { download } from '@/lib/download'
import { notesToPgn } from '../notes-pgn'
import { FieldError } from '@/components/ui/field-error'
import { t } from '@/i18n/translate'

// The dialog and chess.js, which reads the PGN, come when "Import PGN" is pressed.
const ImportPgnDialog = lazy(() => import('./import-pgn-dialog'))

type NotePosition = Pick<NewNote, 'fen' | 'startFen' | 'moves'>

type NoteFormProps = {
  userId: string
  video: Pick<Video, '_id' | 'title'>
  notes: Note[]
  /** The notes' drills: an export holds their answers. */
  drills: readonly Drill[]
  /** The player's time now (0 before play): a new note is stamped with it. */
  currentTime: () => number
  /** The page's board as a note keeps it ({} at the initial position with no moves). */
  boardPosition: NotePosition
  /** The "Note" box, which takes focus when a deleted note had none after it. */
  noteBox: Ref<HTMLTextAreaElement>
}

const positionHint = ({ fen, moves }: NotePosition) =>
  moves?.length
    ? t(
        "The note keeps the board's position and its {count, plural, one {move} other {{count} moves}}.",
        { count: moves.length },
      )
    : fen
      ? t("The note keeps the board's position.")
      : t('The board is at the start: the note is saved without a position.')

/** "Add note" with the board, "Export notes" and "Import PGN" (docs/product.md). */
export function NoteForm({
  userId,
  video,
  notes,
  drills,
  currentTime,
  boardPosition,
  noteBox,
}: NoteFormProps) {
  const add = useAddNote(userId, video._id)
  const importNotes = useImportNotes(userId, video._id)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [importing, setImporting] = useState(false)
  // The moment the learner paused on: taken when they start typing, not when they press "Add
  // note" (a note typed for 30 s was stamped 30 s late).
  const stamp = useRef<number | null>(null)
  const hintId = useId()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // Not disabled while sending: a disabled button would drop the keyboard's focus.
    if (add.isPending) return
    const timeSeconds = Math.floor((stamp.current ?? currentTime()) * 10) / 10
    if (text.trim() === '') return setError(t('Write something to note.'))
    setError(null)
    add.mutate(
      { timeSeconds, text, ...boardPosition },
      {
        onSuccess: () => {
          stamp.current = null
          setText('')
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : t("Couldn't add the note.")),
      },
    )
  }

  return (
    <>
      <form className="note-form" onSubmit={onSubmit}>
        <label>
          {t('Note')}
          <textarea
            ref={noteBox}
            value={text}
            maxLength={NOTE_TEXT_MAX}
            rows={2}
            aria-invalid={error !== null}
            aria-describedby={hintId}
            onChange={(event) => {
              if (stamp.current === null) stamp.current = currentTime()
              if (event.target.value === '') stamp.current = null
              setText(event.target.value)
            }}
          />
        </label>
        <p id={hintId} className="note-hint">
          {positionHint(boardPosition)}
        </p>
        <div className="note-form-actions">
          <button type="submit" className="button" aria-disabled={add.isPending}>
            {t('Add note')}
          </button>
          {notes.length > 0 && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                download(
                  `${video._id}-notes.pgn`,
                  notesToPgn(video, notes, drills),
                  'application/x-chess-pgn',
                )
              }
            >
              {t('Export notes')}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            onClick={() => setImporting(true)}
          >
            {t('Import PGN')}
          </button>
        </div>
        <FieldError message={error} />
      </form>
      {importing && (
        <Suspense fallback={null}>
          <ImportPgnDialog
            onImport={(read) => importNotes.mutateAsync(read)}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      )}
    </>
  )
}
