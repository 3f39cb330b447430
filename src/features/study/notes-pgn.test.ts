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
      '{ 1:35 The Sicilian {the best) reply } *',
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
