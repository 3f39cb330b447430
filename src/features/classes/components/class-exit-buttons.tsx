import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'
import { useDeleteClass, useLeaveClass } from '../api/classes'

type ExitProps = {
  userId: string
  classId: string
  className: string
  /** After it is done: the class's page has nothing more to show. */
  onDone?: () => void
}

type AskThenDoProps = {
  label: string
  question: string
  consequence: string
  /** The change; its answer is awaited here, not in mutate's callbacks, which would not run
   * once the button has left the page (a class gone from the list takes its button with it). */
  run: () => Promise<unknown>
  done: string
  failed: string
  onDone?: () => void
}

/** A button that asks first, then runs, then says how it went. */
function AskThenDo({ label, question, consequence, run, done, failed, onDone }: AskThenDoProps) {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
        {label}
      </button>
      {asking && (
        <ConfirmDialog
          title={question}
          message={consequence}
          confirmLabel={label}
          onConfirm={() =>
            void run().then(
              () => {
                notify.success(done)
                onDone?.()
              },
              () => notify.error(failed),
            )
          }
          onClose={() => setAsking(false)}
        />
      )}
    </>
  )
}

/** "Leave class": the coach sees nothing of the learner's from then on. */
export function LeaveClassButton({ userId, classId, className, onDone }: ExitProps) {
  const leave = useLeaveClass(userId)
  return (
    <AskThenDo
      label={t('Leave class')}
      question={t('Leave “{className}”?', { className })}
      consequence={t(
        'Your coach will no longer see your progress, and its assignments leave your list.',
      )}
      run={() => leave.mutateAsync(classId)}
      done={t('You left “{className}”', { className })}
      failed={t("Couldn't leave the class!")}
      onDone={onDone}
    />
  )
}

/** "Delete class", for its coach: the students leave it; playlists and progress stay. */
export function DeleteClassButton({ userId, classId, className, onDone }: ExitProps) {
  const remove = useDeleteClass(userId)
  return (
    <AskThenDo
      label={t('Delete class')}
      question={t('Delete “{className}”?', { className })}
      consequence={t(
        'Its students leave it and its assignments go. Your playlists and everyone’s progress stay.',
      )}
      run={() => remove.mutateAsync(classId)}
      done={t('“{className}” deleted', { className })}
      failed={t("Couldn't delete the class!")}
      onDone={onDone}
    />
  )
}
