import type { Progress } from '@/shared/entities'
import { isWatched } from '@/shared/watched'

// The rule is the back end's too (a profile counts watched videos): it lives in shared/.
export { isWatched, WATCHED_FROM } from '@/shared/watched'
export { formatTime } from '@/shared/video-time'

export const progressPercent = ({ positionSeconds, durationSeconds }: Progress) =>
  durationSeconds > 0 ? Math.min(100, Math.round((100 * positionSeconds) / durationSeconds)) : 0

/** Started and not yet watched: worth resuming. */
export const isUnfinished = (progress: Progress) =>
  progress.positionSeconds >= 1 && !isWatched(progress)
