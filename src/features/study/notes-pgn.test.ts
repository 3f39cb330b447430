import { expect, test } from 'vitest'
import type { Note } from '@/shared/entities'
import { notesToPgn } from './notes-pgn'

const SICILIAN = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2'
const note = (overrides: Partial<Note>): Note => ({
  _id: 'n',
  videoId: 'Eas20kFpAYw',
  timeSeconds: 0,
  text: 'x',
  createdAt: '2026-11-22T12:00:00.000Z',
  updatedAt: '2026-11-22T12:00:00.000Z',
  ...overrides,
})

test('one game per note with a position, set up from it, its moment and text as its comment; the others in one game', () => {
  const pgn = notesToPgn({ _id: 'Eas20kFpAYw', title: 'Anand\'s "Immortal"' }, [
    note({ timeSeconds: 12, text: 'No position here' }),
    note({ timeSeconds: 95.7, text: 'The Sicilian {the best}\nreply', fen: SICILIAN }),
    note({ timeSeconds: 130, text: 'Nor here' }),
  ])
  expect(pgn).toBe(
    [
      '[Event "Anand\'s \\"Immortal\\", 1:35"]',
      '[Site "https://www.youtube.com/watch?v=Eas20kFpAYw&t=95s"]',
      '[Result "*"]',
      '[SetUp "1"]',
      `[FEN "${SICILIAN}"]`,
      '',
      // PGN cannot escape "}" in braces: a ";" comment runs to the line's end and may hold it.
      '; 1:35 The Sicilian {the best} reply',
      '*',
      '',
      '[Event "Anand\'s \\"Immortal\\", notes"]',
      '[Site "https://www.youtube.com/watch?v=Eas20kFpAYw&t=12s"]',
      '[Result "*"]',
      '',
      '{ 0:12 No position here',
      '2:10 Nor here } *',
      '',
    ].join('\n'),
  )
})

test('every note is exported, and every game parses (chess.js)', async () => {
  const { Chess } = await import('chess.js')
  const notes = [
    note({ timeSeconds: 1, text: 'a' }),
    note({ timeSeconds: 2, text: 'b', fen: SICILIAN }),
    note({ timeSeconds: 3, text: 'c' }),
    note({ timeSeconds: 4, text: 'd', fen: SICILIAN }),
    note({ timeSeconds: 5, text: 'e' }),
  ]
  const games = notesToPgn({ _id: 'v', title: 't' }, notes).split(/\n(?=\[Event )/)
  expect(games).toHaveLength(3)
  for (const game of games) expect(() => new Chess().loadPgn(game)).not.toThrow()
  for (const [index, text] of ['a', 'b', 'c', 'd', 'e'].entries())
    expect(games.join('')).toContain(`0:0${index + 1} ${text}`)
})

test('no notes, no games', () => {
  expect(notesToPgn({ _id: 'v', title: 't' }, [])).toBe('')
})

test("a note's moves follow its comment, numbered from its start; the start is set up unless it is the initial position", () => {
  const BACK_RANK = '6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1'
  const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
  const pgn = notesToPgn({ _id: 'v', title: 't' }, [
    note({ timeSeconds: 10, text: 'Sicilian', fen: SICILIAN, moves: ['e4', 'c5', 'Nf3'] }),
    note({ timeSeconds: 20, text: 'Mate', fen: 'x', startFen: BACK_RANK, moves: ['Re8#'] }),
    note({
      timeSeconds: 30,
      text: 'Black first',
      fen: 'y',
      startFen: AFTER_E4,
      moves: ['c5', 'Nf3'],
    }),
  ])
  const games = pgn.split(/\n(?=\[Event )/)
  expect(games[0]).not.toContain('[FEN')
  expect(games[0]).toContain('{ 0:10 Sicilian } 1. e4 c5 2. Nf3 *')
  expect(games[1]).toContain(`[FEN "${BACK_RANK}"]`)
  expect(games[1]).toContain('{ 0:20 Mate } 1. Re8# *')
  expect(games[2]).toContain('{ 0:30 Black first } 1... c5 2. Nf3 *')
})
