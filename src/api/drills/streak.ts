const DAY_MS = 86_400_000

/**
 * The learner's day of a moment, as a number (days since 1970-01-01 on their clock):
 * `utcOffsetMinutes` is how far their clock is ahead of UTC (Paris in winter: 60). The SQL store
 * computes the same number in its review-queue query (sql.ts).
 */
export const reviewDay = (time: number, utcOffsetMinutes: number) =>
  Math.floor((time + utcOffsetMinutes * 60_000) / DAY_MS)

/**
 * Days in a row with at least one review, ending today or yesterday (docs/product.md, "Drills"):
 * `days` are the learner's days with a review (`reviewDay`), `today` theirs now. A day without a
 * review yet today does not break it.
 */
export function streakOf(days: Iterable<number>, today: number): number {
  const reviewed = new Set(days)
  let day = reviewed.has(today) ? today : today - 1
  let streak = 0
  while (reviewed.has(day)) {
    streak++
    day--
  }
  return streak
}
