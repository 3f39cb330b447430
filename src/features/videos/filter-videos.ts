import type { CategoryFilter } from '@/config/constants'
import type { Level, Video } from '@/types/api'

export type LevelFilter = Level | 'any'

/** What Explore shows (docs/product.md, "Catalogue"): every part lives in the URL. */
export type VideoFilters = {
  query: string
  category: CategoryFilter
  level: LevelFilter
  /** Topics that must all be on a video (AND). */
  tags: string[]
}

export const NO_FILTERS: VideoFilters = { query: '', category: 'All', level: 'any', tags: [] }

export const hasFilters = (filters: VideoFilters) =>
  filters.query.trim() !== '' ||
  filters.category !== 'All' ||
  filters.level !== 'any' ||
  filters.tags.length > 0

/**
 * Titles containing the search text, ignoring case (docs/product.md, "Search"), in the chosen
 * category and level, carrying every chosen topic.
 */
export function filterVideos(videos: readonly Video[], filters: VideoFilters): Video[] {
  const needle = filters.query.trim().toLocaleLowerCase()
  const { category, level, tags } = filters
  return videos.filter(
    (video) =>
      (category === 'All' || video.category === category) &&
      (level === 'any' || video.level === level) &&
      tags.every((tag) => video.tags.includes(tag)) &&
      (needle === '' || video.title.toLocaleLowerCase().includes(needle)),
  )
}

export type Topic = { tag: string; count: number; selected: boolean }

// A catalogue's topics change only with the catalogue: they are gathered once per catalogue, not
// once per filter (10,000 videos, docs/performance.md).
const topicsByCatalogue = new WeakMap<readonly Video[], string[]>()
function allTopics(catalogue: readonly Video[]): string[] {
  let topics = topicsByCatalogue.get(catalogue)
  if (!topics) {
    const seen = new Set<string>()
    for (const video of catalogue) for (const tag of video.tags) seen.add(tag)
    topics = [...seen].sort((a, b) => a.localeCompare(b))
    topicsByCatalogue.set(catalogue, topics)
  }
  return topics
}

/**
 * Every topic of the catalogue, alphabetically (their places never move), each with the number
 * of videos that choosing it would show: chosen topics count what is shown, a topic that would
 * show nothing counts 0 and is offered disabled.
 */
export function topicsOf(
  catalogue: readonly Video[],
  shown: readonly Video[],
  chosen: readonly string[],
): Topic[] {
  const counts = new Map<string, number>()
  for (const video of shown)
    for (const tag of video.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return allTopics(catalogue).map((tag) => ({
    tag,
    count: counts.get(tag) ?? 0,
    selected: chosen.includes(tag),
  }))
}

/** The filters with the topics the catalogue does not know dropped (a stale or mistyped link). */
export function knownTopicsOnly(filters: VideoFilters, catalogue: readonly Video[]): VideoFilters {
  if (filters.tags.length === 0) return filters
  const known = allTopics(catalogue)
  const tags = filters.tags.filter((tag) => known.includes(tag))
  return tags.length === filters.tags.length ? filters : { ...filters, tags }
}

/** What Explore shows for an address: the filters it can honour, the videos, the topics. */
export function exploreView(catalogue: readonly Video[], requested: VideoFilters) {
  const filters = knownTopicsOnly(requested, catalogue)
  const shown = filterVideos(catalogue, filters)
  return { filters, shown, topics: topicsOf(catalogue, shown, filters.tags) }
}

/** The topics with `tag` chosen, or no longer chosen. */
export const toggleTopic = (tags: readonly string[], tag: string) =>
  tags.includes(tag) ? tags.filter((chosen) => chosen !== tag) : [...tags, tag]
