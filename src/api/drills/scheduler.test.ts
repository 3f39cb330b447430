import { expect, test } from 'vitest'
import { nextDues, newSchedule, rate } from './scheduler'

// FSRS with a fixed clock (docs/product.md, "Drills"): the dates below are what ts-fsrs 5.4
// gives for its default parameters, long-term only, without fuzz.

const NOW = new Date('2026-11-24T10:00:00.000Z')
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000

test('a new drill is due at once; its first rating sends it away: again now, hard 2, good 3, easy 8 days', () => {
  const drill = newSchedule(NOW)
  expect(drill.due).toBe(NOW.toISOString())
  expect(drill.reps).toBe(0)
  const next = nextDues(drill, NOW)
  expect(next.again).toBe(NOW.toISOString())
  expect(days(NOW.toISOString(), next.hard)).toBe(2)
  expect(days(NOW.toISOString(), next.good)).toBe(3)
  expect(days(NOW.toISOString(), next.easy)).toBe(8)
  expect(rate(drill, 'good', NOW).due).toBe(next.good)
})

test('a drill reviewed Good three times in a row, each when due, is due later each time', () => {
  let drill = newSchedule(NOW)
  let at = NOW
  const intervals: number[] = []
  for (let review = 0; review < 3; review++) {
    const next = rate(drill, 'good', at)
    intervals.push(days(at.toISOString(), next.due))
    drill = next
    at = new Date(next.due)
  }
  expect(intervals[1]).toBeGreaterThan(intervals[0]!)
  expect(intervals[2]).toBeGreaterThan(intervals[1]!)
  expect(drill.reps).toBe(3)
  expect(drill.lastReview).toBeDefined()
})

test('Again after a success makes the drill due at once and counts a lapse; Hard and Good send it at least a day away', () => {
  const learnt = rate(rate(newSchedule(NOW), 'good', NOW), 'good', new Date('2026-11-27T10:00:00Z'))
  const later = new Date(learnt.due)
  const forgotten = rate(learnt, 'again', later)
  expect(forgotten.due).toBe(later.toISOString())
  expect(forgotten.lapses).toBe(1)
  for (const rating of ['hard', 'good', 'easy'] as const)
    expect(days(later.toISOString(), rate(learnt, rating, later).due)).toBeGreaterThanOrEqual(1)
  expect(Date.parse(rate(learnt, 'good', later).due)).toBeGreaterThan(
    Date.parse(rate(learnt, 'hard', later).due),
  )
})
