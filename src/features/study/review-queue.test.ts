import { expect, test } from 'vitest'
import { comesBackIn, dueCountText, nextDrillIn } from './review-queue'

const NOW = Date.parse('2026-11-24T10:00:00.000Z')
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString()

test('when a drill comes back, in words', () => {
  expect(comesBackIn(inDays(0), NOW)).toBe('now')
  expect(comesBackIn(inDays(1), NOW)).toBe('1 day')
  expect(comesBackIn(inDays(3), NOW)).toBe('3 days')
  expect(comesBackIn(inDays(90), NOW)).toBe('3 months')
  expect(comesBackIn(inDays(1000), NOW)).toBe('3 years')
  expect(nextDrillIn(inDays(2), NOW)).toBe('Next drill in 2 days')
  expect(nextDrillIn(inDays(0), NOW)).toBe('Next drill in a moment')
})

test('how many are due: exact, or "at least" once the back end stopped counting', () => {
  expect(dueCountText(3, false)).toBe('3')
  expect(dueCountText(1000, false)).toBe('1,000')
  expect(dueCountText(1000, true)).toBe('1,000+')
  expect(dueCountText(997, true)).toBe('997+')
})
