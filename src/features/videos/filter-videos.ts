import type { Category, Video } from '@/shared/entities'
import type { Level } from '@/shared/entity-names'
import { ALL_CATEGORIES } from './explore-url'

export type LevelFilter = Level | 'any'

/** What Explore shows (docs/product.md, "Catalogue"): every part lives in the URL. */
export type VideoFilters = {
  query: string
  /** A category's name, or ALL_CATEGORIES. */
  category: string
  level: LevelFilter
  /** Topics that must all be on a video (AND). */
  tags: string[]
}

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

/** A catalogue's text in lower case, made once per catalogue, not once per keystroke. */
type SearchIndex = {
  /** The catalogue's videos in its order, each with its title. */
  entries: { video: Video; title: string }[]
  creators: Map<string, string>
  topics: Map<string, string>
}
const searchIndexes = new WeakMap<readonly Video[], SearchIndex>()
function searchIndexOf(catalogue: readonly Video[]): SearchIndex {
  let index = searchIndexes.get(catalogue)
  if (!index) {
    const lower = (text: string) => text.toLocaleLowerCase()
    index = {
      entries: catalogue.map((video) => ({ video, title: lower(video.title) })),
      creators: new Map(),
      topics: new Map(),
    }
    for (const { creator, tags } of catalogue) {
      if (!index.creators.has(creator)) index.creators.set(creator, lower(creator))
      for (const tag of tags) if (!index.topics.has(tag)) index.topics.set(tag, lower(tag))
    }
    searchIndexes.set(catalogue, index)
  }
  return index
}

/** The names (creators or topics) whose text holds `needle`. */
const holding = (names: Map<string, string>, needle: string) =>
  new Set([...names].filter(([, lower]) => lower.includes(needle)).map(([name]) => name))

/**
 * What a search shows, in one pass over the catalogue (docs/product.md, "Search"): `shown`, the
 * titles containing the search text, ignoring case, in the chosen category and level, carrying
 * every chosen topic; `also` ("Also about <query>"), the videos in those filters whose title does
 * not hold the text but whose creator or a topic does ("carlsen" finds the topic "magnus
 * carlsen"). They come after the title matches, which stay first. The few creators and topics
 * are matched once per search, the 10,000 videos then only looked up (docs/performance.md).
 */
export function searchVideos(videos: readonly Video[], filters: VideoFilters) {
  const needle = filters.query.trim().toLocaleLowerCase()
  const { category, level, tags } = filters
  const index = searchIndexOf(videos)
  const creators = needle === '' ? new Set<string>() : holding(index.creators, needle)
  const topics = needle === '' ? new Set<string>() : holding(index.topics, needle)
  const shown: Video[] = []
  const also: Video[] = []
  for (const { video, title } of index.entries) {
    if (category !== ALL_CATEGORIES && video.category !== category) continue
    if (level !== 'any' && video.level !== level) continue
    if (!tags.every((tag) => video.tags.includes(tag))) continue
    if (needle === '' || title.includes(needle)) shown.push(video)
    else if (creators.has(video.creator) || video.tags.some((tag) => topics.has(tag)))
      also.push(video)
  }
  return { shown, also }
}

export const filterVideos = (videos: readonly Video[], filters: VideoFilters): Video[] =>
  searchVideos(videos, filters).shown

export const alsoAbout = (videos: readonly Video[], filters: VideoFilters): Video[] =>
  searchVideos(videos, filters).also

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

/**
 * The filters with what the catalogue does not know dropped (a stale or mistyped link): unknown
 * topics, and a category that is not one of `categories` (while they load, it is kept).
 */
export function knownFiltersOnly(
  filters: VideoFilters,
  catalogue: readonly Video[],
  categories: readonly Category[] | undefined,
): VideoFilters {
  const known = allTopics(catalogue)
  const tags = filters.tags.filter((tag) => known.includes(tag))
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
  const { shown, also } = searchVideos(catalogue, filters)
  return { filters, shown, also, topics: topicsOf(catalogue, shown, filters.tags) }
}

/** The topics with `tag` chosen, or no longer chosen. */
export const toggleTopic = (tags: readonly string[], tag: string) =>
  tags.includes(tag) ? tags.filter((chosen) => chosen !== tag) : [...tags, tag]
