import { expect, test } from 'vitest'
import { checkedLessons, readCheckedLesson } from './checked-lessons'

const stored = (title: string) => ({
  videoId: 'Eas20kFpAYw',
  headers: { Event: title },
  moves: [{ san: 'e4' }],
  plyCount: 1,
  updatedAt: '2026-11-27T00:00:00.000Z',
})

test('a version of a lesson is checked once and shared, frozen; another version is read afresh', () => {
  const checked = checkedLessons()
  const first = readCheckedLesson(checked, { record: stored('First'), version: '701' })
  expect(first?.headers).toEqual({ Event: 'First' })
  expect(Object.isFrozen(first?.moves[0])).toBe(true)
  // The same row version: the lesson checked before, even if the row reads otherwise.
  expect(readCheckedLesson(checked, { record: stored('Other'), version: '701' })).toBe(first)
  // Saved again with the same time (a clock that stands still): a new row version all the same.
  const second = readCheckedLesson(checked, { record: stored('Second'), version: '702' })
  expect(second?.headers).toEqual({ Event: 'Second' })
})

test('a damaged row is unreadable and forgets what was checked of that video', () => {
  const checked = checkedLessons()
  readCheckedLesson(checked, { record: stored('First'), version: '1' })
  expect(
    readCheckedLesson(checked, { record: { videoId: 'Eas20kFpAYw', moves: 'x' }, version: '2' }),
  ).toBeUndefined()
  expect(checked.size).toBe(0)
  expect(readCheckedLesson(checked, undefined)).toBeUndefined()
})
