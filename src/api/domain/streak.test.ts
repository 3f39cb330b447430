import { expect, test } from 'vitest'
import { streakOf } from './streak'

const NOW = new Date('2026-11-24T10:00:00.000Z')

test('days in a row with a review, ending today or yesterday, in the learner’s own days', () => {
  expect(streakOf([], NOW, 0)).toBe(0)
  const days = ['2026-11-22T09:00:00Z', '2026-11-23T21:00:00Z', '2026-11-24T08:00:00Z']
  expect(streakOf(days, NOW, 0)).toBe(3)
  // Nothing yet today: yesterday's streak still stands.
  expect(streakOf(days.slice(0, 2), NOW, 0)).toBe(2)
  // A gap breaks it.
  expect(streakOf(['2026-11-21T09:00:00Z', '2026-11-24T08:00:00Z'], NOW, 0)).toBe(1)
  // 23:30 UTC on the 23rd is already the 24th in Paris (UTC+1): one day there, two in London.
  const late = ['2026-11-23T23:30:00Z', '2026-11-24T08:00:00Z']
  expect(streakOf(late, NOW, 0)).toBe(2)
  expect(streakOf(late, NOW, 60)).toBe(1)
})
