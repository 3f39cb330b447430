import { thousands } from '@/shared/thousands'
import { importPuzzleFile } from '../api/puzzles'
import { FileImport } from './file-import'

/**
 * "Import puzzles" (docs/product.md, "Puzzles"): the Lichess puzzle CSV, at most 10 MB; a server
 * takes the whole database with `npm run import:puzzles`. Rows already in, and rows that cannot
 * be read, are skipped and counted by reason.
 */
export function ImportPuzzles() {
  return (
    <FileImport
      heading="Puzzles"
      label="Import puzzles"
      accept=".csv,text/csv"
      hint={
        <>
          A CSV file of the Lichess puzzle database (its header <code>PuzzleId,FEN,Moves,…</code>),
          at most 10 MB. A server takes the whole database with <code>npm run import:puzzles</code>.
        </>
      }
      send={importPuzzleFile}
      summary={(report) => `${thousands(report.added)} added, ${thousands(report.skipped)} skipped`}
      skipped={(report) =>
        report.reasons.map(
          ({ reason, count, rows }) =>
            `${thousands(count)} ${reason} (line ${rows.join(', ')}${count > rows.length ? ', …' : ''})`,
        )
      }
      skippedLabel="Skipped puzzle rows"
    />
  )
}
