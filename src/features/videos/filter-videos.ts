import type { Category, Video } from '@/shared/entities'
import { ALL_CATEGORIES, type LevelFilter, type VideoFilters } from './explore-url'
import { searchIndexOf } from './search-index'

export type { LevelFilter, VideoFilters }

export const NO_FILTERS: VideoFilters = {
  query: '',
  category: ALL_CATEGORIES,
  level: 'any',
  tags: [],
}

export const hasFilters = (filters: VideoFilters) =>
  filters.query.trim() !== '' ||
  filters.category !== ALL_CATEGORIES ||
  filters.level !== 'any' ||
  filters.tags.length > 0

export type Topic = { tag: string; count: number; selected: boolean }

/**
 * What a search shows, in one pass over the catalogue (docs/product.md, "Search"): `shown`, the
 * titles containing the search text, ignoring case, in the chosen category and level, carrying
 * every chosen topic; `also` ("Also about <query>"), the videos in those filters whose title does
 * not hold the text but whose creator, a topic, its lesson's opening or its lesson's players, event
 * and place do ("carlsen" finds the
 * topic "magnus carlsen", "chigorin" the lesson of the Semi-Slav's Chigorin Defense), after the title matches, which stay first; `topics`, every topic of the catalogue,
 * alphabetically (their places never move), with the number of videos that choosing it would
 * show, "Also about" included (a chosen topic counts what is shown; one that would show nothing
 * counts 0 and is offered disabled). The few creators and topics are matched once per search, and the 10,000 videos are
 * then looked at once (search-index.ts, docs/performance.md).
 */
export function searchVideos(videos: readonly Video[], filters: VideoFilters) {
  const index = searchIndexOf(videos)
  const needle = filters.query.trim().toLocaleLowerCase()
  const { category, level } = filters
  const chosen = filters.tags.map((tag) => index.topicNumbers.get(tag) ?? -1)
  const creators = new Set(
    needle === ''
      ? []
      : [...index.creatorsLower].filter(([, text]) => text.includes(needle)).map(([name]) => name),
  )
  const topicHolds = index.topicsLower.map((text) => needle !== '' && text.includes(needle))
  const counts = new Int32Array(index.topics.length)
  const shown: Video[] = []
  const also: Video[] = []
  for (const { video, title, topics, opening, byline } of index.entries) {
    if (category !== ALL_CATEGORIES && video.category !== category) continue
    if (level !== 'any' && video.level !== level) continue
    if (!chosen.every((topic) => topics.includes(topic))) continue
    if (needle === '' || title.includes(needle)) {
      shown.push(video)
      for (const topic of topics) counts[topic] = (counts[topic] ?? 0) + 1
    } else if (
      creators.has(video.creator) ||
      topics.some((topic) => topicHolds[topic]) ||
      (opening !== '' && opening.includes(needle)) ||
      (byline !== '' && byline.includes(needle))
    ) {
      also.push(video)
      // Choosing one of its topics keeps it under "Also about": the topic counts it too.
      for (const topic of topics) counts[topic] = (counts[topic] ?? 0) + 1
    }
  }
  const topics: Topic[] = index.topics.map((tag, number) => ({
    tag,
    count: counts[number] ?? 0,
    selected: filters.tags.includes(tag),
  }))
  return { shown, also, topics }
}

export const filterVideos = (videos: readonly Video[], filters: VideoFilters): Video[] =>
  searchVideos(videos, filters).shown

export const alsoAbout = (videos: readonly Video[], filters: VideoFilters): Video[] =>
  searchVideos(videos, filters).also

/**
 * The filters with what the catalogue does not know dropped (a stale or mistyped link): unknown
 * topics, and a category that is not one of `categories` (while they load, it is kept).
 */
export function knownFiltersOnly(
  filters: VideoFilters,
  catalogue: readonly Video[],
  categories: readonly Category[] | undefined,
): VideoFilters {
  const known = searchIndexOf(catalogue).topicNumbers
  const tags = filters.tags.filter((tag) => known.has(tag))
  const unknownCategory =
    categories !== undefined &&
    filters.category !== ALL_CATEGORIES &&
    !categories.some(({ categoryName }) => categoryName === filters.category)
  if (tags.length === filters.tags.length && !unknownCategory) return filters
  return { ...filters, tags, ...(unknownCategory && { category: ALL_CATEGORIES }) }
}

/** What Explore shows for an address: the filters it can honour, the videos, the topics. */
export function exploreView(
  catalogue: readonly Video[],
  requested: VideoFilters,
  categories?: readonly Category[],
) {
  const filters = knownFiltersOnly(requested, catalogue, categories)
  return { filters, ...searchVideos(catalogue, filters) }
}

/** The topics with `tag` chosen, or no longer chosen. */
export const toggleTopic = (tags: readonly string[], tag: string) =>
  tags.includes(tag) ? tags.filter((chosen) => chosen !== tag) : [...tags, tag]
