import { Chess } from 'chess.js'
import { expect, test } from 'vitest'
import type { Drill, Note } from '@/shared/entities'
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
    // A "}" is kept: the export writes that text as a ";" comment, which may hold it.
    { timeSeconds: 3725, text: 'Mate {in one}', startFen: BACK_RANK, moves: ['Re8#'] },
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
  expect(notes).toEqual([
    { timeSeconds: 0, text: 'A – B, Casual game', moves: ['e4', 'e5', 'Nf3'] },
  ])
  expect(skipped).toEqual([
    'Game 2 was skipped: 1... e4 is not legal here.',
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

const IMMORTAL = `[Event "Casual game"]
[Site "London"]
[Date "1851.06.21"]
[White "Adolf Anderssen"]
[Black "Lionel Kieseritzky"]
[Result "1-0"]

1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5?! 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5
9. Nf5 c6 10. g4 Nf6 11. Rg1! cxb5 12. h4 { White gives more } Qg6 (12... Qxg4 13. Qxg4)
13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 $6 (18... Qxa1+
19. Ke2) 19. e5 Qxa1+ 20. Ke2 Na6 21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0`

test('a game from elsewhere keeps its players and later comments, and says what a note cannot keep', () => {
  const { notes, skipped, leftOut } = notesFromPgn(IMMORTAL)
  expect(skipped).toEqual([])
  expect(notes).toHaveLength(1)
  expect(notes[0]).toMatchObject({
    // A comment from move 12 is said with its move, not taken as the note's time.
    timeSeconds: 0,
    text: 'Adolf Anderssen – Lionel Kieseritzky, Casual game, London 1851, 1-0\n12. h4: White gives more',
  })
  expect(notes[0]!.moves).toHaveLength(45)
  expect(notes[0]!.moves!.at(-1)).toBe('Be7#')
  expect(leftOut).toEqual([
    'Game 1: variations are not kept in notes: 2 left out.',
    'Game 1: annotations ($1, !?) are not kept in notes: 3 left out.',
  ])
})

test('an illegal move is named with its number', () => {
  expect(notesFromPgn('[Event "x"]\n\n1. e4 e5 2. Ke3 Nc6 *').skipped).toEqual([
    'Game 1 was skipped: 2. Ke3 is not legal here.',
  ])
  expect(notesFromPgn('1. d4 d5 2. c4 Kf5 *').skipped).toEqual([
    'Game 1 was skipped: 2... Kf5 is not legal here.',
  ])
})

test('an export holds each drill’s answer after its note’s moves, and reads back the note as it was', () => {
  const opening = note({
    _id: 'open',
    timeSeconds: 60,
    text: 'Open game',
    fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
    moves: ['e4', 'e5'],
  })
  const drill = { noteId: 'open', solution: ['Nf3', 'Nc6', 'Bb5'] } as Drill
  const pgn = notesToPgn({ _id: 'v', title: 't' }, [opening], [drill])
  expect(pgn).toContain('{ 1:00 Open game } 1. e4 e5 { Drill answer } 2. Nf3 Nc6 3. Bb5 *')
  const chess = new Chess()
  chess.loadPgn(pgn)
  expect(chess.history()).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'])
  const { notes, leftOut } = notesFromPgn(pgn)
  expect(notes).toEqual([{ timeSeconds: 60, text: 'Open game', moves: ['e4', 'e5'] }])
  expect(leftOut).toEqual([
    'Game 1: its drill answer is not imported (press Make drill on the note to make it again).',
  ])
})

test('what games from Lichess and books carry reads well: clocks, escapes, bare numbers, untagged games', () => {
  const lichess = [
    '% exported by a program',
    '[Event "Rated blitz game"]',
    '[White "a"]',
    '[Black "b"]',
    '',
    '1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:02:58] [%eval 0.2] } 2. Nf3 { [%clk 0:02:55] Book } *',
  ].join('\n')
  expect(notesFromPgn(lichess)).toEqual({
    notes: [
      { timeSeconds: 0, text: 'a – b, Rated blitz game\n2. Nf3: Book', moves: ['e4', 'e5', 'Nf3'] },
    ],
    skipped: [],
    leftOut: [],
  })
  // A book's numbers: bare, or "12. ... Nf6" for Black's move.
  expect(notesFromPgn('1 e4 e5 2 Nf3 2. ... Nc6 *').notes[0]!.moves).toEqual([
    'e4',
    'e5',
    'Nf3',
    'Nc6',
  ])
  // Two games without tags, each ended by its result: two notes, not one game of both.
  expect(notesFromPgn('1. e4 e5 *\n\n1. d4 d5 *').notes.map((note) => note.moves)).toEqual([
    ['e4', 'e5'],
    ['d4', 'd5'],
  ])
})
