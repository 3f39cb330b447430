import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import type { Store, StoreTx } from '../store/port'
import { DomainError } from '../refusals'
import { importLines, PuzzleImportTally } from './import'

// docs/product.md, "Puzzles": an import reads every row as the API does, and a row the database
// refuses all the same loses only itself, never the rows of its batch.

const [, ...SHIPPED] = readFileSync('chess-data/lichess-puzzles/puzzles.csv', 'utf8').split('\n')

/** A store that refuses, as a database would, any batch holding the puzzle `refusing`. */
function storeRefusing(refusing: string, unavailable = false) {
  const kept = new Set<string>()
  const tx = {
    storedPuzzleIds: async (ids: string[]) => ids.filter((id) => kept.has(id)),
    addPuzzles: async (puzzles: { _id: string }[]) => {
      if (puzzles.some(({ _id }) => _id === refusing))
        throw unavailable
          ? new DomainError('unavailable', 'The database does not answer.')
          : new Error('invalid byte sequence for encoding "UTF8": 0x00')
      for (const { _id } of puzzles) kept.add(_id)
      return puzzles.map(({ _id }) => _id)
    },
  } as unknown as StoreTx
  const store = { read: (work) => work(tx), write: (work) => work(tx) } as Store
  return { store, kept }
}

test('a row the database refuses is skipped with its line; the rest of its batch is added', async () => {
  const lines = SHIPPED.slice(0, 20).map((text, index) => ({ text, row: index + 2 }))
  const refusing = lines[7]!.text.split(',')[0]!
  const { store, kept } = storeRefusing(refusing)
  const tally = new PuzzleImportTally()
  await importLines(store, lines, tally)
  expect(tally.report()).toEqual({
    added: 19,
    skipped: 1,
    reasons: [{ reason: 'refused by the database', count: 1, rows: [9] }],
  })
  expect(kept.size).toBe(19)
})

test('a database that does not answer stops the import: nothing is counted as skipped', async () => {
  const lines = SHIPPED.slice(0, 5).map((text, index) => ({ text, row: index + 2 }))
  const { store } = storeRefusing(lines[0]!.text.split(',')[0]!, true)
  const tally = new PuzzleImportTally()
  await expect(importLines(store, lines, tally)).rejects.toMatchObject({ refusal: 'unavailable' })
  expect(tally.report().skipped).toBe(0)
})
