import { expect, test } from 'vitest'
import { LessonSchema } from '@/shared/lesson'
import { repairLesson } from './repair'

// docs/decisions/033: a lesson stored past its limits is brought within them, and reads.

const stored = { videoId: 'v', plyCount: 1, updatedAt: '2026-11-27T00:00:00.000Z', headers: {} }
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

test('a comment is cut at 2,000 characters, never between the halves of an emoji', () => {
  for (const at of [1997, 1998, 1999]) {
    const comment = `${'x'.repeat(at)}♞😀${'y'.repeat(600)}`
    const repaired = repairLesson({ ...stored, moves: [{ san: 'e4', comment }] })
    const kept = repaired!.lesson.moves[0]!.comment!
    expect(kept.length).toBeLessThanOrEqual(2000)
    expect(kept.endsWith('…')).toBe(true)
    expect(LONE_SURROGATE.test(kept), String(at)).toBe(false)
    expect(LessonSchema.safeParse(repaired!.lesson).success).toBe(true)
  }
})

test('what is not a lesson at all cannot be repaired', () => {
  for (const record of [null, 'text', { ...stored, moves: 'not a tree' }, { moves: [] }])
    expect(repairLesson(record)).toBeUndefined()
})
