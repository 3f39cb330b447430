import { expect, test } from 'vitest'
import { seedLessons } from '@/api/seed/lessons'
import { readLessonPgn } from '@/shared/lesson-pgn'
import { checkLesson } from '@/shared/lesson-rules'
import { openingNames } from '@/testing/test-server'
import { lessonOpening } from './lesson-openings'

test("the seed's demo lesson carries the opening the names give its main line", async () => {
  const names = await openingNames()
  for (const { pgn, opening } of seedLessons) {
    const checked = checkLesson(readLessonPgn(pgn))
    if ('kind' in checked) throw new Error(checked.kind)
    expect(lessonOpening(names, checked.mainLine)).toEqual(opening)
  }
})
