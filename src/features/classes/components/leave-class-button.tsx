import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/toast'
import { useLeaveClass } from '../api/classes'

type LeaveClassButtonProps = {
  userId: string
  classId: string
  className: string
  onLeft?: () => void
}

/** "Leave class", after a confirmation: the coach sees nothing of the learner's from then on. */
export function LeaveClassButton({ userId, classId, className, onLeft }: LeaveClassButtonProps) {
  const leave = useLeaveClass(userId)
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
        Leave class
      </button>
      {asking && (
        <ConfirmDialog
          title={`Leave “${className}”?`}
          message="Your coach will no longer see your progress, and its assignments leave your list."
          confirmLabel="Leave class"
          onConfirm={() =>
            leave.mutate(classId, {
              onSuccess: () => {
                notify.success(`You left “${className}”`)
                onLeft?.()
              },
              onError: () => notify.error("Couldn't leave the class!"),
            })
          }
          onClose={() => setAsking(false)}
        />
      )}
    </>
  )
}
