import { useState } from 'react'
import type { BoardGame } from '@/shared/board-game'
import type { Note } from '@/shared/entities'
import { MAX_SOLUTION_MOVES } from '@/shared/input-rules'
import { ApiError } from '@/lib/api-client'
import { FieldError } from '@/components/ui/field-error'
import { t } from '@/i18n/translate'

type DrillDraftProps = {
  note: Note & { fen: string }
  /** The page's board: the answer is the moves played on it from the note's position. */
  board: BoardGame
  onSave: (solution: string[]) => Promise<unknown>
  onClose: () => void
}

/** Why the board's moves cannot be the answer yet, or null. */
function answerProblem(note: Note & { fen: string }, board: BoardGame): string | null {
  if (board.startFen !== note.fen)
    return t("The board has left this note's position: press Make drill again.")
  if (board.moves.length === 0) return t('Play the answer on the board first.')
  if (board.moves.length > MAX_SOLUTION_MOVES)
    return t('An answer has at most {count} moves: undo some.', { count: MAX_SOLUTION_MOVES })
  return null
}

/**
 * "Make drill" under way (docs/product.md, "Drills"): the board shows the note's position, the
 * learner plays the answer there, and "Save drill" keeps those moves.
 */
export function DrillDraft({ note, board, onSave, onClose }: DrillDraftProps) {
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const save = async () => {
    if (saving) return
    const problem = answerProblem(note, board)
    if (problem) return setError(problem)
    setSaving(true)
    try {
      await onSave(board.moves)
      onClose()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("Couldn't save the drill."))
      setSaving(false)
    }
  }
  const played = board.startFen === note.fen ? board.moves.join(' ') : ''
  return (
    <div className="drill-draft">
      <p role="status">{t('Play the answer on the board, then press Save drill.')}</p>
      {played && <p className="note-moves">{t('Answer so far: {moves}', { moves: played })}</p>}
      <div className="note-form-actions">
        <button type="button" className="button" aria-disabled={saving} onClick={() => void save()}>
          {t('Save drill')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('Cancel')}
        </button>
      </div>
      <FieldError message={error} />
    </div>
  )
}
