import { useEffect, useRef, useState } from 'react'
import { notePositionOf, type BoardGame } from '@/shared/board-game'
import type { Note, Video } from '@/shared/entities'
import { useDrills, useMakeDrill, useRemoveDrill } from '../api/drills'
import { useDeleteNote, useEditNote, useNotes } from '../api/notes'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { DrillDraft } from './drill-draft'
import { NoteEditor } from './note-editor'
import { NoteForm } from './note-form'
import { NoteItem } from './note-item'
import '../study.css'

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

/** Notes with board positions beside the video (docs/product.md, "A board beside every video"). */
export function NotesPanel(props: NotesPanelProps) {
  const { userId, video, currentTime, board, onJump, onShow, onPractise } = props
  const boardPosition = notePositionOf(board)
  const drills = useDrills(userId, video._id)
  const makeDrill = useMakeDrill(userId)
  const removeDrill = useRemoveDrill(userId)
  const [drafting, setDrafting] = useState<string | null>(null)
  const notes = useNotes(userId, video._id)
  const edit = useEditNote(userId, video._id)
  const remove = useDeleteNote(userId, video._id)
  const [editing, setEditing] = useState<string | null>(null)
  // After a delete, focus goes to the next note's "Jump to", or to the form when none follows;
  // after an edit, back to that note's "Edit note".
  const focusNext = useRef<{ noteId: string; control: string } | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const noteBox = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const target = focusNext.current
    if (target === null) return
    const next = list.current?.querySelector<HTMLElement>(
      `[data-note-id="${CSS.escape(target.noteId)}"] ${target.control}`,
    )
    // A drill saved: its note shows "Drill" once the drills are read back into the cache.
    if (!next && target.control === '.note-drill') return
    focusNext.current = null
    ;(next ?? noteBox.current)?.focus()
  }, [notes.data, editing, drills.data, drafting])
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

  return (
    <section className="notes" aria-labelledby="notes-heading">
      <h2 id="notes-heading">{t('Notes')}</h2>
      <NoteForm
        userId={userId}
        video={video}
        notes={notes.data ?? []}
        drills={drills.data ?? []}
        currentTime={currentTime}
        boardPosition={boardPosition}
        noteBox={noteBox}
      />
      {notes.data && notes.data.length > 0 && (
        <ol ref={list} className="note-list" aria-label={t('Your notes')}>
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
                // On a phone a toast ("Note added") would sit on the draft's bar.
                notify.dismissAll()
              }}
              onRemoveDrill={(drill) => removeDrill.mutate(drill._id)}
              drillDraft={
                drafting === note._id && note.fen ? (
                  <DrillDraft
                    note={{ ...note, fen: note.fen }}
                    board={board}
                    onSave={async (solution) => {
                      await makeDrill.mutateAsync({ noteId: note._id, solution })
                      // "Make drill" leaves with the draft: focus goes to the note's "Drill".
                      focusNext.current = { noteId: note._id, control: '.note-drill' }
                    }}
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
