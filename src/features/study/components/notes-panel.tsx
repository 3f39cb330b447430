import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { NOTE_TEXT_MAX } from '@/shared/input-rules'
import { notePositionOf, type BoardGame } from '@/shared/board-game'
import type { Note, Video } from '@/shared/entities'
import { ApiError } from '@/lib/api-client'
import { useDrills, useMakeDrill, useRemoveDrill } from '../api/drills'
import { useAddNote, useDeleteNote, useEditNote, useImportNotes, useNotes } from '../api/notes'
import { DrillDraft } from './drill-draft'
import { download, notesToPgn } from '../notes-pgn'
import { NoteEditor } from './note-editor'
import { NoteItem } from './note-item'
import '../study.css'

// The dialog and chess.js, which reads the PGN, come when "Import PGN" is pressed.
const ImportPgnDialog = lazy(() => import('./import-pgn-dialog'))


type NotesPanelProps = {
  userId: string
  video: Pick<Video, '_id' | 'title'>
  /** The player's time now (0 before play): a new note is stamped with it. */
  currentTime: () => number
  /** The page's board: a note keeps its position and moves; a drill's answer is played on it. */
  board: BoardGame
  /** "Jump to": the video seeks to the note (and the page's board takes its position). */
  onJump: (note: Note) => void
  /** "Show on board" (and "Edit note"): the page's board takes the note's position. */
  onShow: (note: Note) => void
  /** "Make drill": the board takes the note's position, without its moves, to play the answer. */
  onPractise: (note: Note & { fen: string }) => void
}

const positionHint = ({ fen, moves }: ReturnType<typeof notePositionOf>) =>
  moves?.length
    ? `The note keeps the board's position and its ${moves.length === 1 ? 'move' : `${moves.length} moves`}.`
    : fen
      ? "The note keeps the board's position."
      : 'The board is at the start: the note is saved without a position.'

/** Notes with board positions beside the video (docs/product.md, "A board beside every video"). */
export function NotesPanel(props: NotesPanelProps) {
  const { userId, video, currentTime, board, onJump, onShow, onPractise } = props
  const boardPosition = notePositionOf(board)
  const drills = useDrills(userId)
  const makeDrill = useMakeDrill(userId)
  const removeDrill = useRemoveDrill(userId)
  const [drafting, setDrafting] = useState<string | null>(null)
  const notes = useNotes(userId, video._id)
  const add = useAddNote(userId, video._id)
  const edit = useEditNote(userId, video._id)
  const remove = useDeleteNote(userId, video._id)
  const importNotes = useImportNotes(userId, video._id)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const [importing, setImporting] = useState(false)
  // The moment the learner paused on: taken when they start typing, not when they press "Add
  // note" (a note typed for 30 s was stamped 30 s late).
  const stamp = useRef<number | null>(null)
  // After a delete, focus goes to the next note's "Jump to", or to the form when none follows;
  // after an edit, back to that note's "Edit note".
  const focusNext = useRef<{ noteId: string; control: string } | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const noteBox = useRef<HTMLTextAreaElement>(null)
  const hintId = useId()
  useEffect(() => {
    const target = focusNext.current
    if (target === null) return
    focusNext.current = null
    const next = list.current?.querySelector<HTMLElement>(
      `[data-note-id="${CSS.escape(target.noteId)}"] ${target.control}`,
    )
    ;(next ?? noteBox.current)?.focus()
  }, [notes.data, editing])
  const deleteNote = (note: Note) => {
    const all = notes.data ?? []
    const after = all[all.findIndex(({ _id }) => _id === note._id) + 1]?._id ?? ''
    focusNext.current = { noteId: after, control: '.note-time' }
    remove.mutate(note)
  }
  const closeEditor = (noteId: string) => {
    focusNext.current = { noteId, control: '.note-edit' }
    setEditing(null)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // Not disabled while sending: a disabled button would drop the keyboard's focus.
    if (add.isPending) return
    const timeSeconds = Math.floor((stamp.current ?? currentTime()) * 10) / 10
    if (text.trim() === '') return setError('Write something to note.')
    setError(null)
    add.mutate(
      { timeSeconds, text, ...boardPosition },
      {
        onSuccess: () => {
          stamp.current = null
          setText('')
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : "Couldn't add the note."),
      },
    )
  }

  return (
    <section className="notes" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      <form className="note-form" onSubmit={onSubmit}>
        <label>
          Note
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
            Add note
          </button>
          {(notes.data?.length ?? 0) > 0 && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                download(
                  `${video._id}-notes.pgn`,
                  notesToPgn(video, notes.data ?? []),
                  'application/x-chess-pgn',
                )
              }
            >
              Export notes
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            onClick={() => setImporting(true)}
          >
            Import PGN
          </button>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {importing && (
        <Suspense fallback={null}>
          <ImportPgnDialog
            onImport={(read) => importNotes.mutateAsync(read)}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      )}
      {notes.data && notes.data.length > 0 && (
        <ol ref={list} className="note-list" aria-label="Your notes">
          {notes.data.map((note) => (
            <NoteItem
              key={note._id}
              note={note}
              onJump={onJump}
              onShow={onShow}
              onEdit={(chosen) => {
                if (editing === chosen._id) return closeEditor(chosen._id)
                onShow(chosen)
                setEditing(chosen._id)
              }}
              onDelete={deleteNote}
              drill={drills.data?.find((drill) => drill.noteId === note._id)}
              onMakeDrill={(chosen) => {
                if (!chosen.fen) return
                if (drafting === chosen._id) return setDrafting(null)
                onPractise({ ...chosen, fen: chosen.fen })
                setDrafting(chosen._id)
              }}
              onRemoveDrill={(drill) => removeDrill.mutate(drill._id)}
              drillDraft={
                drafting === note._id && note.fen ? (
                  <DrillDraft
                    note={{ ...note, fen: note.fen }}
                    board={board}
                    onSave={(solution) => makeDrill.mutateAsync({ noteId: note._id, solution })}
                    onClose={() => setDrafting(null)}
                  />
                ) : undefined
              }
              editor={
                editing === note._id ? (
                  <NoteEditor
                    note={note}
                    boardPosition={boardPosition}
                    onSave={(changes) => edit.mutateAsync({ noteId: note._id, changes })}
                    onClose={() => closeEditor(note._id)}
                  />
                ) : undefined
              }
            />
          ))}
        </ol>
      )}
    </section>
  )
}
