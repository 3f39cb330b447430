import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toast'
import { useDeleteLesson, useSaveLesson } from '@/features/lessons/api/lesson'
import { t } from '@/i18n/translate'
import { download } from '@/lib/download'
import type { LessonGame } from '@/shared/lesson'
import { writeLessonPgn } from '@/shared/lesson-pgn'

type LessonEditorActionsProps = {
  videoId: string
  /** The lesson as the editor has it now. */
  lesson: () => LessonGame
  /** The video has a lesson stored ("Delete lesson" is offered). */
  saved: boolean
  onImport: () => void
  onSaved: () => void
  onDeleted: () => void
}

/** "Import PGN", "Export PGN", "Save lesson" and "Delete lesson" (docs/product.md, "Lessons"). */
export function LessonEditorActions(props: LessonEditorActionsProps) {
  const { videoId, lesson, onImport, onSaved, onDeleted } = props
  const save = useSaveLesson(videoId)
  const remove = useDeleteLesson(videoId)
  const [deleting, setDeleting] = useState(false)
  const [stored, setStored] = useState(props.saved)
  const failed = (error: Error) => notify.error(error.message)
  return (
    <div className="lesson-actions">
      <button type="button" className="button button-secondary" onClick={onImport}>
        {t('Import PGN')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          download(`${videoId}-lesson.pgn`, writeLessonPgn(lesson()), 'application/x-chess-pgn')
        }
      >
        {t('Export PGN')}
      </button>
      <button
        type="button"
        className="button"
        aria-disabled={save.isPending}
        onClick={() => {
          if (save.isPending) return
          save.mutate(
            { lesson: lesson() },
            {
              onSuccess: () => {
                setStored(true)
                onSaved()
                notify.success(t('Lesson saved!'))
              },
              onError: failed,
            },
          )
        }}
      >
        {t('Save lesson')}
      </button>
      {stored && (
        <button type="button" className="button button-secondary" onClick={() => setDeleting(true)}>
          {t('Delete lesson')}
        </button>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('Delete lesson?')}
          message={t("The lesson's moves, times and comments leave the video for every learner.")}
          confirmLabel={t('Delete lesson')}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setStored(false)
                onDeleted()
                notify.success(t('Lesson deleted'))
              },
              onError: failed,
            })
          }
          onClose={() => setDeleting(false)}
        />
      )}
    </div>
  )
}
