import { lazy, Suspense, type ReactNode } from 'react'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import type { Drill, Note } from '@/shared/entities'
import { moveText } from '../notes-pgn'
import { formatTime } from '../progress'
import '../study.css'

// The diagram's code comes with the first note that has a position.
const BoardDiagram = lazy(() => import('./board-diagram'))
const NoteOpening = lazy(() => import('./note-opening'))

type NoteItemProps = {
  note: Note
  /** The video seeks to the note's moment (and the board takes its position). */
  onJump: (note: Note) => void
  /** The board takes the note's position; the video does not move. */
  onShow: (note: Note) => void
  onEdit: (note: Note) => void
  onDelete: (note: Note) => void
  /** "Edit note" open: the editor takes the text's place. */
  editor?: ReactNode
  /** The note's drill, if it has one. */
  drill?: Drill
  onMakeDrill: (note: Note) => void
  onRemoveDrill: (drill: Drill) => void
  /** "Make drill" under way: what to play, and "Save drill". */
  drillDraft?: ReactNode
}

export function NoteItem(props: NoteItemProps) {
  const { note, onJump, onShow, onEdit, onDelete, editor, drill, drillDraft } = props
  const at = formatTime(note.timeSeconds)
  return (
    <li className="note" data-note-id={note._id}>
      <div className="note-head">
        {/* A link, so the moment can be copied and shared: /singlevideo/<id>?t=<seconds>. */}
        <a
          className="button note-time"
          href={`${paths.singleVideo.href(note.videoId)}?t=${Math.floor(note.timeSeconds)}`}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
            event.preventDefault()
            onJump(note)
          }}
        >
          {t('Jump to {time}', { time: at })}
        </a>
        {note.fen && (
          <button type="button" className="button button-secondary" onClick={() => onShow(note)}>
            {t('Show on board')}
          </button>
        )}
        {note.fen && !drill && (
          <button
            type="button"
            className="button button-secondary note-make-drill"
            aria-expanded={drillDraft !== undefined}
            onClick={() => props.onMakeDrill(note)}
          >
            {t('Make drill')}
          </button>
        )}
        <button
          type="button"
          className="button button-secondary note-edit"
          aria-expanded={editor !== undefined}
          onClick={() => onEdit(note)}
        >
          {t('Edit note')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onDelete(note)}>
          {t('Delete note')}
        </button>
      </div>
      {drill && (
        <p className="note-drill" tabIndex={-1}>
          <span className="drill-badge">{t('Drill')}</span>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => props.onRemoveDrill(drill)}
          >
            {t('Remove drill')}
          </button>
        </p>
      )}
      {drillDraft}
      {editor ?? <p className="note-text">{note.text}</p>}
      {note.moves && note.moves.length > 0 && (
        <p className="note-moves">
          <span className="visually-hidden">{t('Moves:')} </span>
          {moveText(note.startFen, note.moves)}
        </p>
      )}
      {note.fen && (
        <Suspense fallback={<div className="board-diagram" />}>
          <BoardDiagram fen={note.fen} label={t('at {time}', { time: at })} />
          <NoteOpening note={{ ...note, fen: note.fen }} />
        </Suspense>
      )}
    </li>
  )
}
