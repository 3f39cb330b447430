import { Chess } from 'chess.js'
import { expect, test } from 'vitest'
import { LessonGameSchema, LessonSchema, type LessonMove } from './lesson'
import { PgnError, readLessonPgn, writeLessonPgn } from './lesson-pgn'
import { lessonMoveLabel } from './move-numbers'
import { checkLesson } from './lesson-rules'

// docs/product.md, "Lessons": a lesson's PGN in and out, and its moves by the rules of chess.

const ANAND = `[Event "Tata Steel"]
[Site "Wijk aan Zee"]
[Date "2013.01.15"]
[White "Aronian, Levon"]
[Black "Anand, Viswanathan"]
[Result "0-1"]

1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 e6 5. e3 Nbd7 6. Bd3 dxc4 7. Bxc4 b5 8. Bd3 Bd6
9. O-O O-O 10. Qc2 Bb7 11. a3 Rc8 12. Ng5 c5 13. Nxh7 Ng4 14. f4 cxd4 15. exd4 Bc5
16. Be2 Nde5 17. Bxg4 Bxd4+ 18. Kh1 Nxg4 19. Nxf8 f5 20. Ng6 Qf6 21. h3 Qxg6 22. Qe2 Qh5
23. Qd3 Be3 0-1`

test('the demo game reads with its headers: 46 plies, every move legal', () => {
  const game = readLessonPgn(ANAND)
  expect(game.headers).toMatchObject({ White: 'Aronian, Levon', Result: '0-1' })
  const checked = checkLesson(game)
  if (!('plyCount' in checked)) throw new Error(JSON.stringify(checked))
  expect(checked.plyCount).toBe(46)
  expect(checked.positions).toHaveLength(46)
  expect(checked.game.moves.at(-1)).toEqual({ san: 'Be3' })
})

test('variations, comments, annotations and video times are read, written and read again the same', () => {
  const pgn = `[Event "Lesson"]

1. e4 {[%vt 754] The king's pawn.} e5 $1 (1... c5!? {[%vt 12:34] The Sicilian.} 2. Nf3 (2. c3 {1:05 Alapin})) 2. Nf3?! {0:42} Nc6 *`
  const game = readLessonPgn(pgn)
  expect(game.moves).toEqual<LessonMove[]>([
    { san: 'e4', timeSeconds: 754, comment: "The king's pawn." },
    {
      san: 'e5',
      nags: ['!'],
      variations: [
        [
          { san: 'c5', nags: ['!?'], timeSeconds: 754, comment: 'The Sicilian.' },
          { san: 'Nf3', variations: [[{ san: 'c3', timeSeconds: 65, comment: 'Alapin' }]] },
        ],
      ],
    },
    { san: 'Nf3', nags: ['?!'], timeSeconds: 42 },
    { san: 'Nc6' },
  ])
  const again = readLessonPgn(writeLessonPgn(game))
  expect(again).toEqual({ ...game, headers: { Event: 'Lesson', Result: '*' } })
  expect(writeLessonPgn(game)).toContain('1... c5!? {[%vt 754] The Sicilian.} 2. Nf3 (2. c3')
})

test('a PGN we write is read by a reader we did not write (chess.js): the main line, its comments, its start', () => {
  const game = readLessonPgn(
    '[FEN "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"]\n\n' +
      '3. Bb5 {[%vt 75] The Spanish.} a6 $2 (3... Nf6!? {The Berlin.} 4. O-O (4. d3 d6)) 4. Ba4 *',
  )
  const chess = new Chess()
  chess.loadPgn(writeLessonPgn(game))
  expect(chess.history()).toEqual(['Bb5', 'a6', 'Ba4'])
  expect(chess.getHeaders().FEN).toBe(game.startFen)
  expect(chess.getComments().map(({ comment }) => comment)).toContain('[%vt 75] The Spanish.')
})

test('a new lesson exports the Seven Tag Roster, "?" where unknown, and imports without them', () => {
  const lesson = {
    headers: { White: 'Carlsen, Magnus', Annotator: 'Gambit' },
    moves: [{ san: 'e4' }],
  }
  const pgn = writeLessonPgn(lesson)
  expect(pgn.split('\n\n')[0]!.split('\n')).toEqual([
    '[Event "?"]',
    '[Site "?"]',
    '[Date "????.??.??"]',
    '[Round "?"]',
    '[White "Carlsen, Magnus"]',
    '[Black "?"]',
    '[Result "*"]',
    '[Annotator "Gambit"]',
  ])
  expect(readLessonPgn(pgn)).toEqual({ ...lesson, headers: { ...lesson.headers, Result: '*' } })
  // A date partly known is the lesson's own.
  expect(readLessonPgn('[Date "2024.??.??"]\n\n1. e4 *').headers).toEqual({ Date: '2024.??.??' })
})

test('a starting position travels as the FEN tag', () => {
  const startFen = '8/8/8/4k3/8/8/4P3/4K3 b - - 0 40'
  const pgn = writeLessonPgn({ startFen, headers: {}, moves: [{ san: 'Kd5' }, { san: 'Kd2' }] })
  expect(pgn).toContain('[FEN "8/8/8/4k3/8/8/4P3/4K3 b - - 0 40"]')
  expect(pgn).toContain('40... Kd5 41. Kd2')
  expect(readLessonPgn(pgn)).toEqual({
    startFen,
    headers: { Result: '*' },
    moves: [{ san: 'Kd5' }, { san: 'Kd2' }],
  })
})

test('an illegal move is named as a score sheet numbers it; a null move is no move', () => {
  expect(checkLesson(readLessonPgn(ANAND.replace('14. f4', '14. f5')))).toEqual({
    kind: 'illegal',
    label: '14. f5',
  })
  const inVariation = readLessonPgn('1. e4 (1. d4 d5 2. d5) e5')
  expect(checkLesson(inVariation)).toEqual({ kind: 'illegal', label: '2. d5' })
  expect(checkLesson({ headers: {}, moves: [{ san: 'e4' }, { san: '--' }] })).toEqual({
    kind: 'illegal',
    label: '1... --',
  })
  expect(lessonMoveLabel(25, 'Ng4')).toBe('13... Ng4')
})

test('at most 1,000 moves and variations 10 deep', () => {
  const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8']
  const line = (count: number) =>
    Array.from({ length: count }, (_, n) => ({ san: shuffle[n % 4]! }))
  expect(checkLesson({ headers: {}, moves: line(1000) })).toMatchObject({ plyCount: 1000 })
  expect(checkLesson({ headers: {}, moves: line(1001) })).toEqual({ kind: 'too-many' })
  const nested = (depth: number): LessonMove[] =>
    depth === 0 ? [{ san: 'e4' }] : [{ san: 'e4', variations: [nested(depth - 1)] }]
  expect(checkLesson({ headers: {}, moves: nested(10) })).toMatchObject({ plyCount: 1 })
  expect(checkLesson({ headers: {}, moves: nested(11) })).toEqual({ kind: 'too-deep' })
})

test('a PGN that cannot be read says near which move', () => {
  expect(() => readLessonPgn('1. e4 e5 2. Nf3 (2. Bc4')).toThrow(
    new PgnError({ kind: 'near', move: 2 }),
  )
  expect(new PgnError({ kind: 'near', move: 2 }).message).toBe(
    'Could not read the PGN near move 2.',
  )
  expect(() => readLessonPgn('1. e4 ) e5')).toThrow(PgnError)
  expect(() => readLessonPgn('( 1. e4 )')).toThrow(PgnError)
})

test('the lesson schema takes a tree and refuses what no lesson holds; the stored one, past its limits too', () => {
  const tree = readLessonPgn('1. e4 e5 (1... c5!? {[%vt 30] Sicilian} 2. Nf3) 2. Nf3 *')
  expect(LessonGameSchema.safeParse(tree).success).toBe(true)
  for (const bad of [
    { headers: {}, moves: [{ san: 'e4', nags: ['!!!'] }] },
    { headers: {}, moves: [{ san: 'e4', variations: [[{ san: '' }]] }] },
    { headers: { Event: 1 }, moves: [] },
  ])
    expect(LessonGameSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false)
  const stored = { videoId: 'v', plyCount: 1, updatedAt: '2026-11-28T00:00:00.000Z' }
  expect(LessonSchema.safeParse({ ...stored, ...tree }).success).toBe(true)
  for (const past of [
    { headers: {}, moves: [{ san: 'e4', timeSeconds: -1 }] },
    { headers: {}, moves: [{ san: 'e4', comment: 'x'.repeat(2001) }] },
    { headers: { 'Event "x"]': 'y' }, moves: [{ san: 'e4' }] },
  ])
    expect(LessonSchema.safeParse({ ...stored, ...past }).success).toBe(false)
})
