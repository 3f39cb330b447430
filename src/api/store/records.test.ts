import { afterEach, expect, test, vi } from 'vitest'
import { GuessRoundSchema } from '@/shared/guess-rounds'
import { readAssignmentRound } from '../classes/records'

// A kept round of a guess assignment is checked by hand, not by zod (records.ts, isKeptRound):
// it must accept and refuse what GuessRoundSchema does.

afterEach(() => vi.restoreAllMocks())

const FEN = '1rr3k1/3bppbp/3p1np1/1B1N4/P2BP3/5P2/P2R2PP/R5K1 w - - 1 22'
const MISS = { ply: 2, fen: FEN, played: 'Nf6', expected: 'Nxe7+' }
const ROUND = {
  side: 'white',
  right: 30,
  total: 35,
  missed: [MISS],
  at: '2026-01-02T00:00:00.000Z',
}

const ROUNDS: [string, unknown][] = [
  ['a whole round', ROUND],
  ['one without misses', { ...ROUND, missed: [] }],
  ['both sides', { ...ROUND, side: 'both' }],
  ['an unknown side', { ...ROUND, side: 'red' }],
  ['a count as text', { ...ROUND, right: '30' }],
  ['an endless total', { ...ROUND, total: Infinity }],
  ['no time', { ...ROUND, at: undefined }],
  ['misses that are not a list', { ...ROUND, missed: {} }],
  ['a miss without its position', { ...ROUND, missed: [{ ...MISS, fen: undefined }] }],
  ['a miss whose ply is text', { ...ROUND, missed: [MISS, { ...MISS, ply: '4' }] }],
  ['a miss that is a string', { ...ROUND, missed: ['Nf6'] }],
  ['no round', null],
]

test.each(ROUNDS)('%s is read exactly when GuessRoundSchema reads it', (_, round) => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const read = readAssignmentRound({ assignmentId: 'a1', userId: 'u1', round })
  const readable = GuessRoundSchema.safeParse(round).success
  expect(read).toEqual(readable ? { assignmentId: 'a1', userId: 'u1', round } : undefined)
  expect(warned).toHaveBeenCalledTimes(readable ? 0 : 1)
})

test('a round is kept by its assignment and student, both named', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  expect(readAssignmentRound({ assignmentId: '', userId: 'u1', round: ROUND })).toBeUndefined()
  expect(readAssignmentRound({ assignmentId: 'a1', round: ROUND })).toBeUndefined()
  expect(readAssignmentRound(undefined)).toBeUndefined()
})
