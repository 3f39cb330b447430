// A moment of a video as people write it: a note's, a lesson move's (docs/product.md).

/** "m:ss", or "h:mm:ss" from an hour. */
export function formatTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** A jump of more than this many seconds between two looks at the player is a seek. */
const SEEK_SECONDS = 3

/**
 * Whether the video was watched across `moment` between two looks at its time (`before`, then
 * `now`): played through it, not sought past it. The quiz asks a drill there; guessing pauses.
 */
export const watchedAcross = (before: number | null, now: number, moment: number): boolean =>
  before !== null &&
  now >= before &&
  now - before < SEEK_SECONDS &&
  moment > before &&
  moment <= now
