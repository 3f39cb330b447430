import type { Progress } from '@/shared/entities'

/** A video is watched from 90 % of its length (docs/product.md, "Watch and study"). */
export const WATCHED_FROM = 0.9

export const progressPercent = ({ positionSeconds, durationSeconds }: Progress) =>
  durationSeconds > 0 ? Math.min(100, Math.round((100 * positionSeconds) / durationSeconds)) : 0

export const isWatched = (progress: Progress) =>
  progress.durationSeconds > 0 &&
  progress.positionSeconds >= WATCHED_FROM * progress.durationSeconds

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
