import { useQueryClient } from '@tanstack/react-query'
import { t } from '@/i18n/translate'
import { ApiError, call, type AnswerOf } from '@/lib/api-client'
import type { Video } from '@/shared/entities'
import { MAX_IMPORT_BYTES } from '@/shared/input-rules'
import { isRecord } from '@/shared/is-record'

// POST, PATCH and DELETE /api/catalogue/videos and POST /api/catalogue/import (docs/api.md,
// "Catalogue"): curators only.

/** A video as the studio's form has it: `youtube` is any YouTube link or the bare id. */
export type VideoFields = {
  youtube: string
  title: string
  creator: string
  category: string
  level: Video['level']
  topics: string[]
  description: string
}

export const addVideo = async (video: VideoFields) =>
  (await call('POST /catalogue/videos', { body: { video } })).video

export const editVideo = async (videoId: string, { youtube: _link, ...changes }: VideoFields) =>
  (
    await call('PATCH /catalogue/videos/:videoId', {
      params: { videoId },
      body: { video: changes },
    })
  ).video

export const removeVideo = (videoId: string) =>
  call('DELETE /catalogue/videos/:videoId', { params: { videoId } })

export type ImportReport = AnswerOf<'POST /catalogue/import'>

/** A JSON file (a list of videos, or `{videos: [...]}`) or a CSV file, sent as it is. */
/**
 * Where a skipped row is in the file as its author sees it: a CSV's row as a spreadsheet numbers
 * it (its header is row 1, so the API's first row is row 2; issue 35), a JSON list's video by
 * its place in the list.
 */
export type ImportedFile = ImportReport & { rowName: (row: number) => string }

export async function importFile(file: File): Promise<ImportedFile> {
  if (file.size > MAX_IMPORT_BYTES)
    throw new ApiError(
      413,
      t('The file is larger than {size} MB.', { size: MAX_IMPORT_BYTES / 1024 / 1024 }),
    )
  const text = await file.text()
  if (/\.csv$/i.test(file.name) || file.type === 'text/csv') {
    const report = await call('POST /catalogue/import', { body: text }, { contentType: 'text/csv' })
    return { ...report, rowName: (row) => t('Row {number}', { number: row + 1 }) }
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new ApiError(400, t('The file is neither a JSON list of videos nor a CSV file.'))
  }
  const videos = Array.isArray(data) ? data : isRecord(data) ? data.videos : undefined
  if (!Array.isArray(videos)) throw new ApiError(400, t('A JSON file must hold a list of videos.'))
  const report = await call('POST /catalogue/import', { body: { videos } })
  return { ...report, rowName: (row) => t('Video {number}', { number: row }) }
}

/**
 * After a change every view reads the catalogue again: it shows in Explore, search, creators'
 * pages and every list. The other tabs are told by the API client (lib/tab-sync.ts).
 */
export function useCatalogueChanged(): () => void {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries()
}
