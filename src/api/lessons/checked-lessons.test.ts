import { expect, test } from 'vitest'
import { checkedLessons, readCheckedLesson } from './checked-lessons'

const VIDEO = 'Eas20kFpAYw'
const row = (title: string, version: string) => ({
  record: JSON.stringify({
    videoId: VIDEO,
    headers: { Event: title },
    moves: [{ san: 'e4' }],
    plyCount: 1,
    updatedAt: '2026-11-27T00:00:00.000Z',
  }),
  version,
})

test('a version of a lesson is read and checked once, then shared, frozen; another version is read afresh', () => {
  const checked = checkedLessons()
  const first = readCheckedLesson(checked, row('First', '701'), VIDEO)
  expect(first?.headers).toEqual({ Event: 'First' })
  expect(Object.isFrozen(first?.moves[0])).toBe(true)
  // The same row version: the lesson checked before, the row's text not read again.
  expect(readCheckedLesson(checked, { record: 'not read', version: '701' }, VIDEO)).toBe(first)
  // Saved again within the same millisecond: a new row version all the same.
  const second = readCheckedLesson(checked, row('Second', '702'), VIDEO)
  expect(second?.headers).toEqual({ Event: 'Second' })
})

test('a damaged row is unreadable and forgets what was checked of that video', () => {
  const checked = checkedLessons()
  readCheckedLesson(checked, row('First', '1'), VIDEO)
  const damaged = { record: JSON.stringify({ videoId: VIDEO, moves: 'x' }), version: '2' }
  expect(readCheckedLesson(checked, damaged, VIDEO)).toBeUndefined()
  expect(checked.size).toBe(0)
  expect(readCheckedLesson(checked, { record: '{not json', version: '3' }, VIDEO)).toBeUndefined()
  expect(readCheckedLesson(checked, undefined, VIDEO)).toBeUndefined()
})
