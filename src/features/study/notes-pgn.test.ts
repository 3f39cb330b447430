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
  ...overrides,
})

test('one game per note with a position, set up from it, the note as its comment', () => {
  const pgn = notesToPgn({ _id: 'Eas20kFpAYw', title: 'Anand\'s "Immortal"' }, [
    note({ timeSeconds: 12, text: 'No position here' }),
    note({ timeSeconds: 95.7, text: 'The Sicilian {the best}\nreply', fen: SICILIAN }),
  ])
  expect(pgn).toBe(
    [
      '[Event "Anand\'s \\"Immortal\\", 1:35"]',
      '[Site "https://www.youtube.com/watch?v=Eas20kFpAYw&t=95s"]',
      '[Result "*"]',
      '[SetUp "1"]',
      `[FEN "${SICILIAN}"]`,
      '',
      '{The Sicilian {the best) reply} *',
      '',
    ].join('\n'),
  )
})

test('no positions, no games', () => {
  expect(notesToPgn({ _id: 'v', title: 't' }, [note({})])).toBe('')
})
