import { Chess } from 'chess.js'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { openingKey, type OpeningNames } from '../src/shared/opening-names.ts'

// The opening names' map, built from the Lichess TSV files in chess-data/chess-openings/ (CC0; see
// its COPYING.txt): each row's line played by chess.js, its position's key → "ECO Name".

export type OpeningRow = { eco: string; name: string; pgn: string }

/** Every row of the TSV files (`eco`, `name`, `pgn`), in file order. */
export function readOpeningRows(folder: string): OpeningRow[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.tsv'))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(folder, file), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => {
          const [eco = '', name = '', pgn = ''] = line.split('\t')
          return { eco, name, pgn }
        }),
    )
}

/** The position a row's line reaches. */
export function positionOfRow(row: OpeningRow): string {
  const chess = new Chess()
  chess.loadPgn(row.pgn)
  return chess.fen()
}

/**
 * The map, its entries in ECO and name order (which gzip packs best). A position named by two
 * rows keeps the later row's name (none is, in the data of 2026-07-22).
 */
export function buildOpeningNames(rows: OpeningRow[]): OpeningNames {
  const named = rows
    .map((row) => [openingKey(positionOfRow(row)), `${row.eco} ${row.name}`] as const)
    .sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
  return Object.fromEntries(named)
}
