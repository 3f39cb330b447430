import { formatNumber } from '@/i18n/format'
import { t } from '@/i18n/translate'
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
      heading={t('Puzzles')}
      label={t('Import puzzles')}
      accept=".csv,text/csv"
      hint={
        <>
          {t('A CSV file of the Lichess puzzle database (its header')}{' '}
          <code>PuzzleId,FEN,Moves,…</code>
          {t('), at most 10 MB.')} {t('A server takes the whole database with')}{' '}
          <code>npm run import:puzzles</code>.
        </>
      }
      send={importPuzzleFile}
      summary={(report) =>
        t('{added} added, {skipped} skipped', {
          added: formatNumber(report.added),
          skipped: formatNumber(report.skipped),
        })
      }
      skipped={(report) =>
        report.reasons.map(({ reason, count, rows }) =>
          t('{count} {reason} (line {lines})', {
            count: formatNumber(count),
            reason,
            lines: `${rows.join(', ')}${count > rows.length ? ', …' : ''}`,
          }),
        )
      }
      skippedLabel={t('Skipped puzzle rows')}
    />
  )
}
