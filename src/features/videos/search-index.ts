import type { Video } from '@/shared/entities'

/**
 * What a search needs of a catalogue, made once per catalogue rather than on every keystroke
 * (10,000 videos, docs/performance.md): titles, creators, topics and lessons' openings in lower case, and each
 * video's topics as numbers, so that a search counts them in an array instead of a map of names.
 */
export type SearchIndex = {
  /** The catalogue's videos in its order, each with its title and its topics' numbers. */
  entries: { video: Video; title: string; topics: number[]; opening: string; byline: string }[]
  /** Every topic of the catalogue, alphabetically; a topic's number is its place here. */
  topics: string[]
  topicNumbers: Map<string, number>
  topicsLower: string[]
  creatorsLower: Map<string, string>
}

const indexes = new WeakMap<readonly Video[], SearchIndex>()
const lower = (text: string) => text.toLocaleLowerCase()

export function searchIndexOf(catalogue: readonly Video[]): SearchIndex {
  const known = indexes.get(catalogue)
  if (known) return known
  const names = new Set<string>()
  const creatorsLower = new Map<string, string>()
  for (const { creator, tags } of catalogue) {
    for (const tag of tags) names.add(tag)
    if (!creatorsLower.has(creator)) creatorsLower.set(creator, lower(creator))
  }
  const topics = [...names].sort((a, b) => a.localeCompare(b))
  const topicNumbers = new Map(topics.map((tag, number) => [tag, number]))
  const index: SearchIndex = {
    entries: catalogue.map((video) => ({
      video,
      title: lower(video.title),
      topics: video.tags.map((tag) => topicNumbers.get(tag) ?? -1),
      // Its lesson's opening, "d46 semi-slav defense: chigorin defense" ('' without one).
      opening: video.opening ? lower(`${video.opening.eco} ${video.opening.name}`) : '',
      // Its lesson's players, event and place: "aronian" and "wijk" find it (issue 59).
      byline: lower(video.lessonByline ?? ''),
    })),
    topics,
    topicNumbers,
    topicsLower: topics.map(lower),
    creatorsLower,
  }
  indexes.set(catalogue, index)
  return index
}
