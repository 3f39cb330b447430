import { t } from '@/i18n/translate'
import { ApiError, call, type AnswerOf } from '@/lib/api-client'

import { MAX_PUZZLE_IMPORT_BYTES } from '@/shared/input-rules'

// POST /api/catalogue/puzzles/import (docs/api.md, "Puzzles"): a curator's Lichess puzzle CSV.

export type PuzzleImportReport = AnswerOf<'POST /catalogue/puzzles/import'>

/** The file sent as it is (text/csv); the back end reads and checks every row. */
export async function importPuzzleFile(file: File): Promise<PuzzleImportReport> {
  if (file.size > MAX_PUZZLE_IMPORT_BYTES)
    throw new ApiError(
      413,
      t('The file is larger than {size} MB.', { size: MAX_PUZZLE_IMPORT_BYTES / 1024 / 1024 }),
    )
  return call(
    'POST /catalogue/puzzles/import',
    { body: await file.text() },
    { contentType: 'text/csv' },
  )
}
