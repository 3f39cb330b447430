import { formatNumber } from '@/i18n/format'
import { t } from '@/i18n/translate'
import type { DueDrill, Rating } from '@/shared/entities'

// The review screen's rules that need no screen (docs/product.md, "Drills").

/** Whether a move the learner played is the answer's move: the same SAN, or any checkmate. */
export const isRightMove = (played: string, expected: string | undefined) =>
  played === expected || played.endsWith('#')

const daysUntil = (due: string, now: number) => Math.round((Date.parse(due) - now) / 86_400_000)

/** "now", "1 day", "3 days", "2 months": when a drill rated now comes back. */
export function comesBackIn(due: string, now: number): string {
  const days = daysUntil(due, now)
  if (days <= 0) return t('now')
  if (days < 60) return t('{count, plural, one {# day} other {# days}}', { count: days })
  const months = Math.round(days / 30)
  return months < 24
    ? t('{count, plural, one {# month} other {# months}}', { count: months })
    : t('{count, plural, one {{count} year} other {{count} years}}', {
        count: Math.round(days / 365),
      })
}

/** The four ratings, in the order the buttons show them. */
export const RATINGS: Rating[] = ['again', 'hard', 'good', 'easy']

export const ratingNames = (): Record<Rating, string> => ({
  again: t('Again'),
  hard: t('Hard'),
  good: t('Good'),
  easy: t('Easy'),
})

/** The session's queue after a drill: gone, or (rated Again) back at the end, after the others. */
export const afterReview = (queue: DueDrill[], rating: Rating): DueDrill[] =>
  rating === 'again' ? [...queue.slice(1), queue[0]!] : queue.slice(1)

/** "Next drill in 2 days", from the next due time. */
export const nextDrillIn = (nextDueAt: string, now: number) =>
  daysUntil(nextDueAt, now) <= 0
    ? t('Next drill in a moment')
    : t('Next drill in {time}', { time: comesBackIn(nextDueAt, now) })

/**
 * "3", or "1,000+" when the back end stopped counting (`dueCountCapped`, docs/api.md "Drills"):
 * there are at least that many.
 */
export const dueCountText = (count: number, capped: boolean) =>
  `${formatNumber(count)}${capped ? '+' : ''}`
