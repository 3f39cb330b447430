import { afterEach, expect, test } from 'vitest'
import { switchLanguage } from '@/i18n/choose-language'
import type { Assignment, Video } from '@/shared/entities'
import { assignmentTitle, categoryDescription, categoryName } from './shared-names'

afterEach(() => switchLanguage('en'))

const video: Video = {
  _id: 'anand',
  title: 'Anand’s Immortal',
  description: '',
  creator: 'Gambit',
  category: 'Analysis',
  level: 'advanced',
  tags: [],
}
const guess: Assignment = {
  _id: 'a1',
  kind: 'guess',
  title: 'Guess the moves as Black: Anand’s Immortal',
  videos: [video],
  side: 'black',
}
const puzzles: Assignment = {
  _id: 'a2',
  kind: 'puzzles',
  title: '10 puzzles: Fork, Pin · Medium',
  videos: [],
  themes: ['fork', 'pin'],
  difficulty: 'medium',
  count: 10,
}
const playlist: Assignment = { _id: 'a3', kind: 'playlist', title: 'Endgames', videos: [] }

test('in English an assignment is titled as the back end titles it', () => {
  for (const assignment of [guess, puzzles, playlist])
    expect(assignmentTitle(assignment)).toBe(assignment.title)
  expect(assignmentTitle({ ...puzzles, themes: [], difficulty: undefined, count: 1 })).toBe(
    '1 puzzle',
  )
})

test('in Spanish the words Gambit writes in a title are Spanish; a video’s and a playlist’s own title stay', async () => {
  await switchLanguage('es')
  expect(assignmentTitle(guess)).toBe('Adivina las jugadas con las negras: Anand’s Immortal')
  expect(assignmentTitle({ ...guess, side: 'both' })).toBe(
    'Adivina las jugadas de ambos bandos: Anand’s Immortal',
  )
  expect(assignmentTitle(puzzles)).toBe('10 problemas: Ataque doble, Clavada · Media')
  expect(assignmentTitle({ ...puzzles, themes: ['mateIn1'], difficulty: 'easier', count: 5 })).toBe(
    '5 problemas: Mate en 1 · Más fácil',
  )
  expect(assignmentTitle(playlist)).toBe('Endgames')
})

test('in Hindi the shipped categories and their sentences are Hindi; another category keeps its name', async () => {
  await switchLanguage('hi')
  expect(categoryName('Analysis')).toBe('विश्लेषण')
  expect(categoryName('Endgames')).toBe('Endgames')
  const casual = { _id: 'casual', categoryName: 'Casual', description: 'Streams…' }
  expect(categoryDescription(casual)).toMatch(/^स्ट्रीम/)
  const other = { _id: 'endgames', categoryName: 'Endgames', description: 'Rook endings.' }
  expect(categoryDescription(other)).toBe('Rook endings.')
})
