import { Chess } from 'chess.js'
import { expect, test, vi } from 'vitest'
import { LessonSchema } from './lesson'
import { lessonLimitProblem } from './lesson-limits'
import { PgnError, readLessonPgn, secondsOf, writeLessonPgn } from './lesson-pgn'
import { checkLesson, lessonProblemMessage } from './lesson-rules'

// One check for a lesson however it arrives (docs/decisions/033-one-check-for-a-lesson.md): what
// the PGN reader and checkLesson accept, the stored lesson's schema reads.

const x = (count: number) => 'x'.repeat(count)
const stored = { videoId: 'v', plyCount: 0, updatedAt: '2026-11-28T00:00:00.000Z' }

/** A PGN through the same steps as a save: read, checked; its problem in the API's words. */
function saved(pgn: string): { lesson: unknown } | { refused: string } {
  try {
    const checked = checkLesson(readLessonPgn(pgn))
    if ('kind' in checked) return { refused: lessonProblemMessage(checked) }
    return { lesson: checked.game }
  } catch (error) {
    if (error instanceof PgnError) return { refused: error.message }
    throw error
  }
}

test.each([
  ['a comment over 2,000 characters', `1. e4 {${x(2500)}} e5 *`, /the one on 1\. e4 has more/],
  ['one written with ;', `1. e4 ;${x(2500)}\ne5 *`, /the one on 1\. e4 has more/],
  ['three joined', `1. e4 {${x(900)}} {${x(900)}} {${x(900)}} e5 *`, /on 1\. e4/],
  ['a time past a day', '1. e4 e5 2. Nf3 {[%vt 90000]} Nc6 *', /time of 2\. Nf3 is not/],
  ['a day and a second', '1. e4 {[%vt 86401]} *', /time of 1\. e4 is not a time/],
  ['a time that is no time', '1. e4 {[%vt 99:99:99]} *', /\[%vt 99:99:99\] on e4 is not a time/],
  ['a header of 90 KB', `[Event "${x(90_000)}"]\n\n1. e4 *`, /header Event can have at most 255/],
  ['two games', '[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 *', /holds 2 games/],
])('%s is refused, naming it', (_, pgn, said) => {
  const answer = saved(pgn)
  expect(answer).toEqual({ refused: expect.stringMatching(said) })
})

test.each([
  ['a comment that starts 99:99:99', '1. e4 {99:99:99 is not a time} *'],
  ['$1 20,000 times', `1. e4 ${'$1 '.repeat(20_000)}*`],
  ['eight annotations on a move', '1. e4!! $1 $1 $2 $3 $4 $5 $6 $1 *'],
  ['a comment of 2,000 characters', `1. e4 {${x(2000)}} *`],
])('%s is taken, and read back as it was taken', (_, pgn) => {
  const answer = saved(pgn)
  if (!('lesson' in answer)) throw new Error(JSON.stringify(answer))
  expect(LessonSchema.safeParse({ ...stored, ...(answer.lesson as object) }).success).toBe(true)
})

test('a PGN past the limits is refused before a move of it is replayed', () => {
  const load = vi.spyOn(Chess.prototype, 'load')
  const variations = `1. e4 ${'(d4)'.repeat(24_000)}*`
  expect(saved(variations)).toEqual({
    refused: 'A lesson can have at most 1,000 moves, variations included.',
  })
  expect(checkLesson({ headers: {}, moves: [{ san: 'e4', comment: x(2001) }] })).toEqual({
    kind: 'comment',
    label: '1. e4',
  })
  expect(load).not.toHaveBeenCalled()
})

test('headers: PGN tag names, FEN and SetUp from the starting position alone, at most 50', () => {
  const game = (headers: Record<string, string>) => ({ headers, moves: [{ san: 'e4' }] })
  expect(lessonLimitProblem(game({ Event: 'x', WhiteElo: '2800', Round_2: '1' }))).toBeNull()
  for (const name of ['Event "x"]\n\n1. h4 h5 *\n\n[Junk', 'FEN', 'SetUp', '1st', 'a b', ''])
    expect(lessonLimitProblem(game({ [name]: 'y' }))).toEqual({ kind: 'header-name', name })
  expect(lessonLimitProblem(game({ Event: 'a\nb' }))).toEqual({
    kind: 'header-value',
    name: 'Event',
  })
  const many = Object.fromEntries(Array.from({ length: 51 }, (_, n) => [`Tag${n}`, 'v']))
  expect(lessonLimitProblem(game(many))).toEqual({ kind: 'headers' })
})

test('what is exported imports as the same lesson: a position tag only from the start', () => {
  const lesson = {
    startFen: '8/8/8/4k3/8/8/4P3/4K3 b - - 0 40',
    headers: { Event: 'Ending', Result: '*' },
    moves: [{ san: 'Kd5', timeSeconds: 12 }, { san: 'Kd2' }],
  }
  expect(readLessonPgn(writeLessonPgn(lesson))).toEqual(lesson)
  // A header the rules refuse is never written as a tag (a lesson stored before them).
  const junk = { headers: { 'Event "x"]\n\n1. h4 h5 *\n\n[Junk': 'y', FEN: 'x' }, moves: [] }
  expect(writeLessonPgn(junk)).not.toContain('Junk')
  expect(writeLessonPgn(junk)).toMatch(/\[Result "\*"\]\n\n\*\n$/)
})

test('times: seconds, m:ss and h:mm:ss, minutes and seconds under 60', () => {
  expect(secondsOf('754')).toBe(754)
  expect(secondsOf('12:34')).toBe(754)
  expect(secondsOf('1:02:03')).toBe(3723)
  for (const bad of ['99:99:99', '12:60', '1:2:3:4', '', '-5', '1e3'])
    expect(secondsOf(bad)).toBeNull()
})
