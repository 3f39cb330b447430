import type { Video } from '@/shared/entities'
import { isRecord } from '@/shared/is-record'
import { youtubeIdOf } from '@/shared/youtube-link'
import { VideoInputSchema, type VideoChanges, type VideoInput } from './bodies'
import { messages } from '../messages'
import { describeIssue } from '../describe-issue'
import type { Catalogue, Store } from '../store/port'
import { timestamp } from '../timestamp'
import { conflict, DomainError, invalid, notFound } from '../refusals'

/**
 * A curator's changes to the catalogue (docs/api.md, "Catalogue"). Each is one write; the store
 * reads its catalogue again after it, so the answer and every later request see the change.
 */

/** The category as the catalogue names it ("tutorial" is "Tutorial"), or a 400. */
function categoryName(catalogue: Catalogue, given: string): string {
  const wanted = given.trim().toLowerCase()
  const found = catalogue.categories.find(
    ({ _id, categoryName }) => _id === wanted || categoryName.toLowerCase() === wanted,
  )
  if (found) return found.categoryName
  const names = catalogue.categories.map((category) => category.categoryName)
  throw invalid(messages.categoryUnknown(given, names))
}

function videoOf(catalogue: Catalogue, input: VideoInput): Video {
  const { youtube, topics, ...fields } = input
  return {
    ...fields,
    // The schema let only a link youtubeIdOf reads through.
    _id: youtubeIdOf(youtube)!,
    category: categoryName(catalogue, input.category),
    tags: topics,
  }
}

export async function addVideo(store: Store, input: VideoInput): Promise<Video> {
  return store.write(async (tx) => {
    const video = videoOf(tx.catalogue, input)
    if (!(await tx.addVideo(video))) throw conflict(messages.videoInCatalogue)
    return video
  })
}

export async function editVideo(
  store: Store,
  videoId: string,
  { topics, ...changes }: VideoChanges,
): Promise<Video> {
  return store.write(async (tx) => {
    const current = tx.catalogue.video(videoId)
    if (!current || current.removed) throw notFound(messages.videoNotFound)
    const video: Video = {
      ...current,
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      ...(topics && { tags: topics }),
      ...(changes.category !== undefined && {
        category: categoryName(tx.catalogue, changes.category),
      }),
    }
    // Gone since this instance read its catalogue: as if it had never been.
    if (!(await tx.updateVideo(video))) throw notFound(messages.videoNotFound)
    return video
  })
}

export async function removeVideo(store: Store, videoId: string): Promise<Video[]> {
  await store.write(async (tx) => {
    if (!(await tx.removeVideo(videoId, timestamp()))) throw notFound(messages.videoNotFound)
  })
  return (await store.catalogue()).videos
}

export type ImportReport = { added: number; skipped: { row: number; reason: string }[] }

/**
 * Adds each good row (rows count from 1, the CSV header not counted); a bad one is skipped with
 * its reason, as is a video already in the catalogue or earlier in the file. One write: a failure
 * of the database adds nothing.
 */
export async function importVideos(store: Store, rows: unknown[]): Promise<ImportReport> {
  return store.write(async (tx) => {
    const report: ImportReport = { added: 0, skipped: [] }
    for (const [index, row] of rows.entries()) {
      const skip = (reason: string) => report.skipped.push({ row: index + 1, reason })
      if (!isRecord(row)) {
        skip(messages.importRowInvalid)
        continue
      }
      const parsed = VideoInputSchema.safeParse(row)
      if (!parsed.success) {
        skip(describeIssue(parsed.error))
        continue
      }
      let video: Video
      try {
        video = videoOf(tx.catalogue, parsed.data)
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        skip(error.message)
        continue
      }
      if (await tx.addVideo(video)) report.added++
      else skip(messages.videoInCatalogue)
    }
    return report
  })
}
