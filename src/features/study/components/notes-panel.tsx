import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FEN_INVALID } from '@/shared/fen'
import { NOTE_TEXT_MAX } from '@/shared/input-rules'
import type { Note, Video } from '@/shared/entities'
import { ApiError } from '@/lib/api-client'
import { useAddNote, useDeleteNote, useNotes } from '../api/notes'
import { fenProblem, POSITION_ILLEGAL } from '../fen-check'
import { download, notesToPgn } from '../notes-pgn'
import { NoteItem } from './note-item'
import '../study.css'

const positionErrors: string[] = [FEN_INVALID, POSITION_ILLEGAL]

type NotesPanelProps = {
  userId: string
  video: Pick<Video, '_id' | 'title'>
  /** The player's time now (0 before play): a new note is stamped with it. */
  currentTime: () => number
  /** "Jump to": the video seeks to the note (and the page's board takes its position). */
  onJump: (note: Note) => void
  /** "Show on board": the page's board takes the note's position. */
  onShow: (note: Note) => void
}

/** Notes with board positions beside the video (docs/product.md, "Watch and study"). */
export function NotesPanel({ userId, video, currentTime, onJump, onShow }: NotesPanelProps) {
  const notes = useNotes(userId, video._id)
  const add = useAddNote(userId, video._id)
  const remove = useDeleteNote(userId, video._id)
  const [text, setText] = useState('')
  const [fen, setFen] = useState('')
  const [error, setError] = useState<string | null>(null)
  // The moment the learner paused on: taken when they start typing, not when they press "Add
  // note" (a note typed for 30 s was stamped 30 s late) (docs/product.md, "A board beside…").
  const stamp = useRef<number | null>(null)
  // After a delete, focus goes to the next note's "Jump to", or to the form when none follows.
  const focusAfterDelete = useRef<string | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const noteBox = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const target = focusAfterDelete.current
    if (target === null) return
    focusAfterDelete.current = null
    const next = list.current?.querySelector<HTMLElement>(
      `[data-note-id="${CSS.escape(target)}"] .note-time`,
    )
    ;(next ?? noteBox.current)?.focus()
  }, [notes.data])
  const deleteNote = (note: Note) => {
    const all = notes.data ?? []
    focusAfterDelete.current = all[all.findIndex(({ _id }) => _id === note._id) + 1]?._id ?? ''
    remove.mutate(note)
  }
  const errorId = useId()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const timeSeconds = Math.floor((stamp.current ?? currentTime()) * 10) / 10
    if (text.trim() === '') return setError('Write something to note.')
    const problem = fen.trim() === '' ? null : await fenProblem(fen)
    if (problem) return setError(problem)
    setError(null)
    add.mutate(
      { timeSeconds, text, ...(fen.trim() ? { fen: fen.trim() } : {}) },
      {
        onSuccess: () => {
          stamp.current = null
          setText('')
          setFen('')
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : "Couldn't add the note."),
      },
    )
  }

  return (
    <section className="notes" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      <form className="note-form" onSubmit={(event) => void onSubmit(event)}>
        <label>
          Note
          <textarea
            ref={noteBox}
            value={text}
            maxLength={NOTE_TEXT_MAX}
            rows={2}
            aria-invalid={error !== null && !positionErrors.includes(error)}
            onChange={(event) => {
              if (stamp.current === null) stamp.current = currentTime()
              if (event.target.value === '') stamp.current = null
              setText(event.target.value)
            }}
          />
        </label>
        <label>
          Position (FEN)
          <input
            value={fen}
            spellCheck={false}
            autoComplete="off"
            placeholder="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            aria-invalid={error !== null && positionErrors.includes(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setFen(event.target.value)}
          />
        </label>
        <div className="note-form-actions">
          <button type="submit" className="button" disabled={add.isPending}>
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
        </div>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {notes.data && notes.data.length > 0 && (
        <ol ref={list} className="note-list" aria-label="Your notes">
          {notes.data.map((note) => (
            <NoteItem
              key={note._id}
              note={note}
              onJump={onJump}
              onShow={onShow}
              onDelete={deleteNote}
            />
          ))}
        </ol>
      )}
    </section>
  )
}
