import { useId, useMemo, useState, type FormEvent } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { PgnFields } from '@/components/ui/pgn-fields'
import { t } from '@/i18n/translate'
import type { LessonGame } from '@/shared/lesson'
import { PgnError, readLessonPgn } from '@/shared/lesson-pgn'
import { checkLesson } from '@/shared/lesson-rules'
import { gameHeaders, gamesOf, gameTitle } from '@/shared/pgn-games'
import { lessonProblemSaid, pgnReasonSaid } from '../lesson-problems'

type ImportLessonDialogProps = {
  /** The lesson being edited has moves: replacing them asks first. */
  replacing: boolean
  onImport: (lesson: LessonGame) => void
  onClose: () => void
}

/** A PGN game as a lesson with every move checked and within its limits, or what is wrong. */
function readLesson(pgn: string): LessonGame | { error: string } {
  try {
    const checked = checkLesson(readLessonPgn(pgn))
    return 'kind' in checked ? { error: lessonProblemSaid(checked) } : checked.game
  } catch (error) {
    if (error instanceof PgnError) return { error: pgnReasonSaid(error.reason) }
    throw error
  }
}

/**
 * "Import PGN" in the lesson editor (docs/product.md, "Lessons"): a file or pasted text, read
 * with its variations, comments, annotations and `[%vt]` times; it replaces the lesson being
 * edited (after a confirmation when that has moves), which "Save lesson" then keeps. A PGN of
 * several games offers them under "Game": a lesson is one of them, never the first in silence.
 */
export default function ImportLessonDialog({
  replacing,
  onImport,
  onClose,
}: ImportLessonDialogProps) {
  const [pgn, setPgn] = useState('')
  const [error, setError] = useState('')
  const [read, setRead] = useState<LessonGame | null>(null)
  const [chosen, setChosen] = useState(0)
  const gameId = useId()
  const games = useMemo(() => gamesOf(pgn), [pgn])

  const finish = (lesson: LessonGame) => {
    onImport(lesson)
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pgn.trim() === '') return setError(t('Paste a PGN or choose a file first.'))
    const lesson = readLesson(games.length > 1 ? (games[chosen] ?? '') : pgn)
    if ('error' in lesson) return setError(lesson.error)
    if (replacing) return setRead(lesson)
    finish(lesson)
  }

  return (
    <ModalDialog title={t('Import PGN')} onClose={onClose}>
      {read ? (
        <div className="form">
          <p role="status">{t("The PGN replaces the lesson's moves, times and comments.")}</p>
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('Cancel')}
            </button>
            <button type="button" className="button" onClick={() => finish(read)}>
              {t('Replace lesson')}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={submit}>
          <PgnFields
            pgn={pgn}
            onPgn={(text) => {
              setPgn(text)
              setChosen(0)
              setError('')
            }}
            onRefused={setError}
            error={error}
          />
          {games.length > 1 && (
            <>
              <label htmlFor={gameId}>{t('Game')}</label>
              <select
                id={gameId}
                value={chosen}
                aria-describedby={`${gameId}-said`}
                onChange={(event) => {
                  setChosen(Number(event.target.value))
                  setError('')
                }}
              >
                {games.map((game, index) => (
                  <option key={index} value={index}>
                    {gameTitle(gameHeaders(game)) || t('Game {number}', { number: index + 1 })}
                  </option>
                ))}
              </select>
              <p id={`${gameId}-said`} className="field-hint">
                {t('This PGN holds {count} games; a lesson is one of them.', {
                  count: games.length,
                })}
              </p>
            </>
          )}
          <button type="submit" className="button">
            {t('Import')}
          </button>
        </form>
      )}
    </ModalDialog>
  )
}
