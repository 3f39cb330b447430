import { createHash } from 'node:crypto'
import { readPuzzleRow, type Puzzle } from '../src/shared/puzzle-rows.ts'

/** The shipped puzzles with a fingerprint that changes when they do (api/puzzles/shipped.ts). */
export type ShippedPuzzles = { fingerprint: string; puzzles: Puzzle[] }

/**
 * The rows of chess-data/lichess-puzzles/puzzles.csv that read as puzzles (a row that does not is
 * left out, as the import would skip it: shared/puzzle-rows.ts).
 */
export function buildShippedPuzzles(csv: string): ShippedPuzzles {
  const puzzles = csv
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const read = readPuzzleRow(line)
      return 'puzzle' in read ? [read.puzzle] : []
    })
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(puzzles))
    .digest('hex')
    .slice(0, 16)
  return { fingerprint, puzzles }
}
