import type { Progress } from '@/types/api'
import { formatTime, isUnfinished } from '../progress'

/** "Resume from m:ss" for a started, unfinished video (docs/product.md, "Watch and study"). */
export function ResumeButton({
  progress,
  onResume,
}: {
  progress: Progress | undefined
  onResume: (seconds: number) => void
}) {
  if (!progress || !isUnfinished(progress)) return null
  return (
    <button
      type="button"
      className="button resume-button"
      onClick={() => onResume(progress.positionSeconds)}
    >
      Resume from {formatTime(progress.positionSeconds)}
    </button>
  )
}
