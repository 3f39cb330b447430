import { readPuzzleRow, type Puzzle } from '@/shared/puzzle-rows'
import { DomainError } from '../refusals'
import type { Store } from '../store/port'
import { forgetMatchingCounts } from './matching'
import { PUZZLE_BATCH } from './shipped'

// More of the Lichess puzzle database (docs/product.md, "Puzzles"): a curator's CSV on /studio
// and a server's `npm run import:puzzles` read rows the same way and say the same: "N added, M
// skipped" and why. A row already in is skipped before it is read (checking a row's moves is
// most of an import's time), so an import stopped half way runs again quickly.

export const ALREADY_IN = 'already in Gambit'
export const DATABASE_REFUSED = 'refused by the database'
/** Rows named per reason in a report: enough to find the first few in the file. */
const ROWS_NAMED = 10

export type PuzzleImportReport = {
  added: number
  skipped: number
  reasons: { reason: string; count: number; rows: number[] }[]
}

/** Counts what an import added and skipped, and why (`row`: the line of the file, 1 its header). */
export class PuzzleImportTally {
  added = 0
  private readonly reasons = new Map<string, { count: number; rows: number[] }>()

  skip(reason: string, row: number) {
    const held = this.reasons.get(reason) ?? { count: 0, rows: [] }
    held.count++
    if (held.rows.length < ROWS_NAMED) held.rows.push(row)
    this.reasons.set(reason, held)
  }

  report(): PuzzleImportReport {
    const reasons = [...this.reasons].map(([reason, held]) => ({ reason, ...held }))
    return {
      added: this.added,
      skipped: reasons.reduce((sum, { count }) => sum + count, 0),
      reasons,
    }
  }
}

/** Whether a line is the Lichess file's header. */
export const isHeader = (line: string) => line.startsWith('PuzzleId,')

/** A line of the file and where it is (1: the header). */
export type NumberedLine = { text: string; row: number }

/** Adds the puzzles of up to a thousand lines, tallying each line skipped and why. */
export async function importLines(store: Store, lines: NumberedLine[], tally: PuzzleImportTally) {
  if (lines.length === 0) return
  const idOf = (text: string) => text.slice(0, text.indexOf(','))
  const stored = new Set(
    await store.read((tx) => tx.storedPuzzleIds(lines.map(({ text }) => idOf(text)))),
  )
  const batch: { puzzle: Puzzle; row: number }[] = []
  for (const { text, row } of lines) {
    if (stored.has(idOf(text))) {
      tally.skip(ALREADY_IN, row)
      continue
    }
    const read = readPuzzleRow(text)
    if ('skipped' in read) tally.skip(read.skipped, row)
    else batch.push({ puzzle: read.puzzle, row })
  }
  if (batch.length === 0) return
  const add = (puzzles: Puzzle[]) => store.write((tx) => tx.addPuzzles(puzzles))
  let added: Set<string>
  const refused = new Set<number>()
  try {
    added = new Set(await add(batch.map(({ puzzle }) => puzzle)))
  } catch (error) {
    if (error instanceof DomainError && error.refusal === 'unavailable') throw error
    // A row the database refuses (one this reading let through) must not lose its batch: each
    // row alone, and the refused ones skipped with the reason.
    added = new Set()
    for (const { puzzle, row } of batch)
      try {
        for (const id of await add([puzzle])) added.add(id)
      } catch (alone) {
        if (alone instanceof DomainError && alone.refusal === 'unavailable') throw alone
        refused.add(row)
        tally.skip(DATABASE_REFUSED, row)
      }
  }
  tally.added += added.size
  // A row is new once: a second row of one id (in the file, or added meanwhile) is skipped.
  for (const { puzzle, row } of batch)
    if (!refused.has(row) && !added.delete(puzzle._id)) tally.skip(ALREADY_IN, row)
  forgetMatchingCounts(store)
}

/** A whole CSV text (the studio's import, at most 10 MB), a thousand lines at a time. */
export async function importPuzzleCsv(store: Store, csv: string): Promise<PuzzleImportReport> {
  const tally = new PuzzleImportTally()
  const lines = csv
    .split('\n')
    .map((text, index) => ({ text, row: index + 1 }))
    .filter(({ text, row }) => text.trim() !== '' && !(row === 1 && isHeader(text)))
  for (let start = 0; start < lines.length; start += PUZZLE_BATCH)
    await importLines(store, lines.slice(start, start + PUZZLE_BATCH), tally)
  return tally.report()
}
