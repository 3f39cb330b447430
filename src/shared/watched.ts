import type { Progress } from './entities'

/** A video is watched from 90 % of its length (docs/product.md, "Watch and study"). */
export const WATCHED_FROM = 0.9

export const isWatched = (progress: Progress) =>
  progress.durationSeconds > 0 &&
  progress.positionSeconds >= WATCHED_FROM * progress.durationSeconds
