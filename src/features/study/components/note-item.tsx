import { lazy, Suspense } from 'react'
import type { Note } from '@/shared/entities'
import { formatTime } from '../progress'
import '../study.css'

// The diagram's code comes with the first note that has a position.
const BoardDiagram = lazy(() => import('./board-diagram'))

type NoteItemProps = {
  note: Note
  onJump: (seconds: number) => void
  onDelete: (noteId: string) => void
}

export function NoteItem({ note, onJump, onDelete }: NoteItemProps) {
  const at = formatTime(note.timeSeconds)
  return (
    <li className="note">
      <div className="note-head">
        <button type="button" className="button note-time" onClick={() => onJump(note.timeSeconds)}>
          Jump to {at}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onDelete(note._id)}
        >
          Delete note
        </button>
      </div>
      <p className="note-text">{note.text}</p>
      {note.fen && (
        <Suspense fallback={<div className="board-diagram" />}>
          <BoardDiagram fen={note.fen} label={`at ${at}`} />
        </Suspense>
      )}
    </li>
  )
}
