import { Chess } from 'chess.js'
import { expect, test } from 'vitest'
import type { Note } from '@/shared/entities'
import { notesToPgn } from './notes-pgn'
import { notesFromPgn, timedText } from './pgn-import'

const BACK_RANK = '6k1/5ppp/8/8/8/8/8/4R1K1 w - - 0 1'
const note = (fields: Partial<Note>): Note => ({
  _id: 'n',
  videoId: 'v',
  timeSeconds: 0,
  text: 'x',
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...fields,
})

test('an export reads back as the same notes: positions, moves, times and texts', () => {
  const sicilianFen = new Chess()
  sicilianFen.move('e4')
  sicilianFen.move('c5')
  const notes = [
    note({ timeSeconds: 5, text: 'Before the game' }),
    note({ timeSeconds: 60, text: 'Sicilian', fen: sicilianFen.fen(), moves: ['e4', 'c5'] }),
    note({ timeSeconds: 75, text: 'A position', fen: BACK_RANK }),
    note({
      timeSeconds: 3725,
      text: 'Mate {in one}',
      fen: 'x',
      startFen: BACK_RANK,
      moves: ['Re8#'],
    }),
    note({ timeSeconds: 90, text: 'After the game' }),
  ]
  const { notes: read, skipped } = notesFromPgn(notesToPgn({ _id: 'v', title: 't' }, notes))
  expect(skipped).toEqual([])
  expect(read).toEqual([
    { timeSeconds: 60, text: 'Sicilian', moves: ['e4', 'c5'] },
    { timeSeconds: 75, text: 'A position', fen: BACK_RANK },
    { timeSeconds: 3725, text: 'Mate {in one)', startFen: BACK_RANK, moves: ['Re8#'] },
    { timeSeconds: 5, text: 'Before the game' },
    { timeSeconds: 90, text: 'After the game' },
  ])
})

test('a game from elsewhere (Lichess, a book) becomes a note at 0:00 named by its event; bad games are skipped with the reason', () => {
  const pgn = [
    '[Event "Casual game"]\n[White "A"]\n[Black "B"]\n\n1. e4 e5 2. Nf3 *',
    '[Event "Broken"]\n\n1. e4 e4 *',
    '[Event "Illegal"]\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"]\n\n*',
    '[Event "Empty"]\n\n*',
  ].join('\n\n')
  const { notes, skipped } = notesFromPgn(pgn)
  expect(notes).toEqual([{ timeSeconds: 0, text: 'Casual game', moves: ['e4', 'e5', 'Nf3'] }])
  expect(skipped).toEqual([
    'Game 2 was skipped: it could not be read as PGN.',
    'Game 3 was skipped: its position is not legal.',
    'Game 4 was skipped: it has no moves, position or comment.',
  ])
  expect(notesFromPgn('   ').skipped).toEqual(['There is no game in this PGN.'])
})

test('times are read as m:ss or h:mm:ss at the start of a comment', () => {
  expect(timedText('12:34 The rook lift')).toEqual({ timeSeconds: 754, text: 'The rook lift' })
  expect(timedText('1:02:03 Late')).toEqual({ timeSeconds: 3723, text: 'Late' })
  expect(timedText('No time')).toEqual({ timeSeconds: 0, text: 'No time' })
})
