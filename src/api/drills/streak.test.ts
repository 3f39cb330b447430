import { expect, test } from 'vitest'
import { reviewDay, streakOf } from './streak'

const NOW = Date.parse('2026-11-24T10:00:00.000Z')

/** The streak of reviews at these times, seen from NOW by a learner `offset` minutes ahead of UTC. */
const streak = (times: string[], offset = 0) =>
  streakOf(
    times.map((at) => reviewDay(Date.parse(at), offset)),
    reviewDay(NOW, offset),
  )

test('days in a row with a review, ending today or yesterday, in the learner’s own days', () => {
  expect(streak([])).toBe(0)
  const days = ['2026-11-22T09:00:00Z', '2026-11-23T21:00:00Z', '2026-11-24T08:00:00Z']
  expect(streak(days)).toBe(3)
  // Nothing yet today: yesterday's streak still stands.
  expect(streak(days.slice(0, 2))).toBe(2)
  // A gap breaks it.
  expect(streak(['2026-11-21T09:00:00Z', '2026-11-24T08:00:00Z'])).toBe(1)
  // 23:30 UTC on the 23rd is already the 24th in Paris (UTC+1): one day there, two in London.
  const late = ['2026-11-23T23:30:00Z', '2026-11-24T08:00:00Z']
  expect(streak(late, 0)).toBe(2)
  expect(streak(late, 60)).toBe(1)
})

test('a learner’s day turns at their midnight, whichever side of UTC they are', () => {
  expect(reviewDay(Date.parse('1970-01-01T23:59:59.999Z'), 0)).toBe(0)
  expect(reviewDay(Date.parse('1970-01-02T00:00:00.000Z'), 0)).toBe(1)
  // New York in winter (UTC−5): 03:00 UTC on the 2nd is still the 1st there.
  expect(reviewDay(Date.parse('1970-01-02T03:00:00.000Z'), -300)).toBe(0)
  expect(reviewDay(Date.parse('1970-01-01T23:00:00.000Z'), 60)).toBe(1)
})
