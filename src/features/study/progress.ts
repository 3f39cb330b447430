import type { Progress } from '@/shared/entities'
import { isWatched } from '@/shared/watched'

// The rule is the back end's too (a profile counts watched videos): it lives in shared/.
export { isWatched, WATCHED_FROM } from '@/shared/watched'

export const progressPercent = ({ positionSeconds, durationSeconds }: Progress) =>
  durationSeconds > 0 ? Math.min(100, Math.round((100 * positionSeconds) / durationSeconds)) : 0

/** Started and not yet watched: worth resuming. */
export const isUnfinished = (progress: Progress) =>
  progress.positionSeconds >= 1 && !isWatched(progress)

/** "m:ss", or "h:mm:ss" from an hour. */
export function formatTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
