import { t } from '@/i18n/translate'
import { importFile } from '../api/videos'
import { FileImport } from './file-import'

const CSV_HEADER = 'youtube,title,creator,category,level,topics,description'

/** "Import videos" from a JSON or CSV file, with a report of each row it skipped. */
export function ImportVideos() {
  return (
    <FileImport
      heading={t('Import from a file')}
      label={t('Import videos')}
      accept=".json,.csv,application/json,text/csv"
      hint={
        <>
          {t('A JSON list of videos, or a CSV file with the header')} <code>{CSV_HEADER}</code>.
        </>
      }
      send={importFile}
      summary={(report) =>
        t('{added} added, {skipped} skipped', {
          added: report.added,
          skipped: report.skipped.length,
        })
      }
      skipped={(report) =>
        report.skipped.map(({ row, reason }) => `${report.rowName(row)}: ${reason}`)
      }
      skippedLabel={t('Skipped rows')}
    />
  )
}
