import { t } from '@/i18n/translate'
import type { Progress } from '@/shared/entities'
import { formatTime, isUnfinished } from '../progress'

/** Where the poster's play button starts: where a started, unfinished video stopped, else 0. */
export const resumePoint = (progress: Progress | undefined) =>
  progress && isUnfinished(progress) ? progress.positionSeconds : 0

/**
 * "Resume from m:ss" and "Start over" for a started, unfinished video (docs/product.md, "Watch
 * and study"); the poster's play button resumes too.
 */
export function ResumeControls({
  progress,
  onPlayFrom,
}: {
  progress: Progress | undefined
  onPlayFrom: (seconds: number) => void
}) {
  const resumeAt = resumePoint(progress)
  if (resumeAt === 0) return null
  return (
    <>
      <button type="button" className="button resume-button" onClick={() => onPlayFrom(resumeAt)}>
        {t('Resume from {time}', { time: formatTime(resumeAt) })}
      </button>
      <button type="button" className="button button-secondary" onClick={() => onPlayFrom(0)}>
        {t('Start over')}
      </button>
    </>
  )
}
