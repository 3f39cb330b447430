import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { PUZZLE_SKIPS, readPuzzleRow } from './puzzle-rows'
import { openingFamilyTag, themeName, themesOfTopics } from './puzzle-themes'

// docs/product.md, "Puzzles": rows of the Lichess puzzle database read as puzzles, or skipped
// with their reason.

const ROW =
  '000rZ,2kr1b1r/p1p2pp1/2pqb3/7p/3N2n1/2NPB3/PPP2PPP/R2Q1RK1 w - - 2 13,d4e6 d6h2,633,93,100,616,kingsideAttack mate mateIn1 oneMove opening,https://lichess.org/seIMDWkD#25,Scandinavian_Defense Scandinavian_Defense_Modern_Variation,'

test('a row is a puzzle: its position, its moves in UCI, rating, themes and opening tags', () => {
  expect(readPuzzleRow(ROW)).toEqual({
    puzzle: {
      _id: '000rZ',
      fen: '2kr1b1r/p1p2pp1/2pqb3/7p/3N2n1/2NPB3/PPP2PPP/R2Q1RK1 w - - 2 13',
      moves: ['d4e6', 'd6h2'],
      rating: 633,
      popularity: 100,
      plays: 616,
      themes: ['kingsideAttack', 'mate', 'mateIn1', 'oneMove', 'opening'],
      openingTags: ['Scandinavian_Defense', 'Scandinavian_Defense_Modern_Variation'],
    },
  })
  // Without the last column (older files), and with Windows line ends.
  expect(readPuzzleRow(ROW.slice(0, -1) + '\r')).toHaveProperty('puzzle._id', '000rZ')
})

test('a row that cannot be a puzzle is skipped, saying why', () => {
  const cells = ROW.split(',')
  const withCell = (index: number, value: string) =>
    cells.map((cell, at) => (at === index ? value : cell)).join(',')
  expect(readPuzzleRow('000rZ,only,three')).toEqual({ skipped: PUZZLE_SKIPS.columns })
  expect(readPuzzleRow(withCell(0, 'no id!'))).toEqual({ skipped: PUZZLE_SKIPS.id })
  expect(readPuzzleRow(withCell(1, '8/8/8/8/8/8/8/8 w - - 0 1'))).toEqual({
    skipped: PUZZLE_SKIPS.fen,
  })
  expect(readPuzzleRow(withCell(2, 'd4e6 d6h3'))).toEqual({ skipped: PUZZLE_SKIPS.moves })
  expect(readPuzzleRow(withCell(2, 'd4e6'))).toEqual({ skipped: PUZZLE_SKIPS.moves })
  expect(readPuzzleRow(withCell(3, 'high'))).toEqual({ skipped: PUZZLE_SKIPS.rating })
  expect(readPuzzleRow(withCell(7, 'fork <script>'))).toEqual({ skipped: PUZZLE_SKIPS.themes })
  // A word Lichess does not tag puzzles with is no theme: it would become a theme of its own.
  expect(readPuzzleRow(withCell(7, 'fork madeUpTheme'))).toEqual({ skipped: PUZZLE_SKIPS.themes })
  // Opening tags as the API takes one in a filter: a NUL (which PostgreSQL cannot store), HTML,
  // 5,000 characters or more than ten are a bad row, not a crash of the whole import.
  for (const openings of [
    'Scand\u0000inavian',
    '<b>Sicilian</b>',
    'S'.repeat(5000),
    Array.from({ length: 11 }, (_, n) => `Tag_${n}`).join(' '),
  ])
    expect(readPuzzleRow(withCell(9, openings)), openings.slice(0, 20)).toEqual({
      skipped: PUZZLE_SKIPS.openings,
    })
})

test('the shipped file: 1,499 rows, each a puzzle but one whose id a spreadsheet turned into a number', () => {
  const lines = readFileSync('chess-data/lichess-puzzles/puzzles.csv', 'utf8').trim().split('\n')
  const read = lines.slice(1).map((line) => ({ id: line.split(',')[0], ...readPuzzleRow(line) }))
  expect(read).toHaveLength(1499)
  // Row 946's id reads "6E+087": a spreadsheet's number, not a Lichess id (five letters and
  // digits); it is skipped, never guessed at.
  expect(read.filter((row) => 'skipped' in row)).toEqual([
    { id: '6E+087', skipped: PUZZLE_SKIPS.id },
  ])
})

test('themes as people read them', () => {
  expect(['fork', 'mateIn2', 'backRankMate', 'discoveredAttack', 'endgame'].map(themeName)).toEqual(
    ['Fork', 'Mate in 2', 'Back-rank mate', 'Discovered attack', 'Endgame'],
  )
  expect(themeName('kingsideAttack')).toBe('Kingside attack')
})

test('a video’s topics name puzzle themes: by name, plural, "checkmate" and "tactics"', () => {
  const known = ['fork', 'pin', 'endgame', 'mate', 'mateIn2', 'backRankMate', 'skewer']
  expect(themesOfTopics(['Forks', 'endgames'], known)).toEqual(['fork', 'endgame'])
  expect(themesOfTopics(['checkmate', 'back-rank mate'], known)).toEqual(['mate', 'backRankMate'])
  expect(themesOfTopics(['tactics'], known)).toEqual(['fork', 'pin', 'skewer'])
  expect(themesOfTopics(['openings', 'blitz'], known)).toEqual([])
  expect(openingFamilyTag("Queen's Gambit Declined: Semi-Slav")).toBe('Queens_Gambit_Declined')
  expect(openingFamilyTag('Sicilian Defense')).toBe('Sicilian_Defense')
})
