import type { Category, Video } from '@/shared/entities'
import { lessonByline } from '@/shared/lesson-byline'
import type { Opening } from '@/shared/opening-names'
import type { SeedData } from '../seed/seed-data'
import type { Catalogue, CatalogueVideo } from './port'

/** What the catalogue says of a video's lesson. */
export type LessonOfVideo = { opening: Opening | null; headers: Readonly<Record<string, string>> }

/** A stored lesson's headers as strings only (a record of an older shape may hold anything). */
export const headersOf = (stored: unknown): Record<string, string> =>
  stored && typeof stored === 'object'
    ? Object.fromEntries(
        Object.entries(stored).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {}

/**
 * The catalogue with lookups by id; adapters build it from their checked records, in order.
 * A removed video is found by id (a learner's list still shows it) but browsed nowhere.
 */
export function catalogueOf(
  stored: CatalogueVideo[],
  categories: Category[],
  /**
   * Each lesson's opening (null when it reaches no named position) and headers, by its video:
   * the video's card shows the opening, search finds it and the players and event, a coach finds
   * the videos with a lesson.
   */
  lessons: ReadonlyMap<string, LessonOfVideo> = new Map(),
): Catalogue {
  const videos: Video[] = []
  const videosById = new Map<string, Video>()
  for (const { video: given, removedAt } of stored) {
    const { opening: _stored, lesson: _flag, lessonByline: _byline, ...plain } = given
    const lesson = lessons.get(given._id)
    const byline = lesson && lessonByline(lesson.headers)
    const video: Video = lesson
      ? {
          ...plain,
          ...(lesson.opening && { opening: lesson.opening }),
          ...(byline && { lessonByline: byline }),
          lesson: true,
        }
      : plain
    if (removedAt === undefined) videos.push(video)
    videosById.set(video._id, removedAt === undefined ? video : { ...video, removed: true })
  }
  const categoriesById = new Map(categories.map((category) => [category._id, category]))
  return {
    videos,
    categories,
    video: (videoId) => videosById.get(videoId),
    category: (categoryId) => categoriesById.get(categoryId),
  }
}

/** A stored token secret: base64 of 32 random bytes (auth.ts, newSecret). */
/** The catalogue's videos of a list's entries, in order; entries of unknown videos are skipped. */
export function catalogueVideos(catalogue: Catalogue, entries: { videoId: string }[]): Video[] {
  return entries.flatMap(({ videoId }) => {
    const video = catalogue.video(videoId)
    // Kept in storage: the video may come back with the next catalogue.
    if (!video) console.warn(`Gambit back end: skipped ${videoId}, not in the catalogue`)
    return video ? [video] : []
  })
}

export const isSecret = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 40

const fingerprints = new WeakMap<SeedData, string>()

/** Changes whenever the seed's catalogue does, so a new build refreshes it on its first start. */
export function catalogueFingerprint(seed: SeedData): string {
  let known = fingerprints.get(seed)
  if (known === undefined) {
    // FNV-1a over the catalogue's JSON: cheap, and any edit changes it.
    let hash = 0x811c9dc5
    // The seed's lessons too: a database of an earlier build takes a new demo lesson once.
    const text = JSON.stringify([seed.videos, seed.categories, seed.lessons ?? []])
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
    known = `${text.length}-${(hash >>> 0).toString(36)}`
    fingerprints.set(seed, known)
  }
  return known
}
