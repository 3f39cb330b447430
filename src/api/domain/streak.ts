/**
 * Days in a row with at least one review, ending today or yesterday, in the learner's time zone
 * (docs/product.md, "Drills"): `utcOffsetMinutes` is how far their clock is ahead of UTC
 * (Paris in winter: 60). A day without a review yet today does not break it.
 */
export function streakOf(reviewTimes: string[], now: Date, utcOffsetMinutes: number): number {
  const dayOf = (time: number) => Math.floor((time + utcOffsetMinutes * 60_000) / 86_400_000)
  const days = new Set(reviewTimes.map((at) => dayOf(Date.parse(at))))
  const today = dayOf(now.getTime())
  let day = days.has(today) ? today : today - 1
  let streak = 0
  while (days.has(day)) {
    streak++
    day--
  }
  return streak
}
