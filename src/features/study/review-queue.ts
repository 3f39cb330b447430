import type { DueDrill, Rating } from '@/shared/entities'

// The review screen's rules that need no screen (docs/product.md, "Drills").

/** Whether a move the learner played is the answer's move: the same SAN, or any checkmate. */
export const isRightMove = (played: string, expected: string | undefined) =>
  played === expected || played.endsWith('#')

/** "now", "1 day", "3 days", "2 months": when a drill rated now comes back. */
export function comesBackIn(due: string, now: number): string {
  const days = Math.round((Date.parse(due) - now) / 86_400_000)
  if (days <= 0) return 'now'
  if (days === 1) return '1 day'
  if (days < 60) return `${days} days`
  const months = Math.round(days / 30)
  return months < 24 ? `${months} months` : `${Math.round(days / 365)} years`
}

/** The four ratings, in the order the buttons show them. */
export const RATINGS: Rating[] = ['again', 'hard', 'good', 'easy']

export const RATING_NAMES: Record<Rating, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
}

/** The session's queue after a drill: gone, or (rated Again) back at the end, after the others. */
export const afterReview = (queue: DueDrill[], rating: Rating): DueDrill[] =>
  rating === 'again' ? [...queue.slice(1), queue[0]!] : queue.slice(1)

/** "Next drill in 2 days", from the next due time. */
export const nextDrillIn = (nextDueAt: string, now: number) =>
  `Next drill in ${comesBackIn(nextDueAt, now).replace('now', 'a moment')}`

/**
 * "3", or "1,000+" when the back end stopped counting (`dueCountCapped`, docs/api.md "Drills"):
 * there are at least that many.
 */
export const dueCountText = (count: number, capped: boolean) =>
  `${count.toLocaleString('en')}${capped ? '+' : ''}`
