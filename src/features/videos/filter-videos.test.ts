import fc from 'fast-check'
import { expect, test } from 'vitest'
import { seedCategories } from '@/api/seed/categories'
import { seedVideos } from '@/api/seed/videos'
import { buildVideo } from '@/testing/test-server'
import { LEVELS } from '@/shared/entity-names'
import {
  alsoAbout,
  filterVideos,
  knownFiltersOnly,
  NO_FILTERS,
  searchVideos,
  type VideoFilters,
} from './filter-videos'

const categories = ['Analysis', 'Tutorial', 'Casual'] as const
const tagPool = ['fun', 'stream', 'tactics', 'game analysis']
const ids = (videos: { _id: string }[]) => videos.map((video) => video._id)
const filters = (overrides: Partial<VideoFilters>): VideoFilters => ({
  ...NO_FILTERS,
  ...overrides,
})

const arbitraryVideo = fc
  .record({
    _id: fc.uuid(),
    title: fc.string({ maxLength: 20 }),
    category: fc.constantFrom(...categories),
    level: fc.constantFrom(...LEVELS),
    tags: fc.uniqueArray(fc.constantFrom(...tagPool), { maxLength: 3 }),
  })
  .map(buildVideo)
const arbitraryFilters = fc.record({
  query: fc.string({ maxLength: 5 }),
  category: fc.constantFrom('All', ...seedCategories.map(({ categoryName }) => categoryName)),
  level: fc.constantFrom('any' as const, ...LEVELS),
  tags: fc.uniqueArray(fc.constantFrom(...tagPool), { maxLength: 2 }),
})

test('the filter keeps exactly the videos that match the title, category, level and every topic', () => {
  fc.assert(
    fc.property(fc.array(arbitraryVideo, { maxLength: 30 }), arbitraryFilters, (videos, wanted) => {
      const expected = videos.filter(
        (v) =>
          v.title.toLocaleLowerCase().includes(wanted.query.trim().toLocaleLowerCase()) &&
          (wanted.category === 'All' || v.category === wanted.category) &&
          (wanted.level === 'any' || v.level === wanted.level) &&
          wanted.tags.every((tag) => v.tags.includes(tag)),
      )
      expect(filterVideos(videos, wanted)).toEqual(expected)
    }),
  )
})

test('matching ignores case in both the title and the query', () => {
  const videos = [
    buildVideo({ _id: 'a', title: 'Anand’s IMMORTAL' }),
    buildVideo({ _id: 'b', title: 'Openings' }),
  ]
  expect(ids(filterVideos(videos, filters({ query: 'immortal' })))).toEqual(['a'])
  expect(ids(filterVideos(videos, filters({ query: 'OPEN' })))).toEqual(['b'])
})

test('topics combine with AND on the seed: stream + fun is one video, and a level narrows it', () => {
  expect(ids(filterVideos(seedVideos, filters({ tags: ['stream'] })))).toEqual([
    'RbxDxocg8As',
    'Z2LHj-rgBbw',
  ])
  expect(ids(filterVideos(seedVideos, filters({ tags: ['stream', 'fun'] })))).toEqual([
    'Z2LHj-rgBbw',
  ])
  expect(filterVideos(seedVideos, filters({ tags: ['stream'], level: 'advanced' }))).toEqual([])
})

test('each topic counts what choosing it would show, within the other filters, "Also about" too', () => {
  fc.assert(
    fc.property(fc.array(arbitraryVideo, { maxLength: 30 }), arbitraryFilters, (videos, wanted) => {
      const { topics } = searchVideos(videos, wanted)
      // Every topic of the catalogue, once, alphabetically.
      const all = [...new Set(videos.flatMap((v) => v.tags))].sort((a, b) => a.localeCompare(b))
      expect(topics.map((topic) => topic.tag)).toEqual(all)
      for (const topic of topics) {
        const withIt = { ...wanted, tags: [...new Set([...wanted.tags, topic.tag])] }
        const shownWithIt = searchVideos(videos, withIt)
        expect(topic.count).toBe(shownWithIt.shown.length + shownWithIt.also.length)
        expect(topic.selected).toBe(wanted.tags.includes(topic.tag))
      }
    }),
  )
})

test('on the seed, beginner videos leave "attack" at 0 and "stream" at 2', () => {
  const wanted = filters({ level: 'beginner' })
  const { topics } = searchVideos(seedVideos, wanted)
  const count = (tag: string) => topics.find((topic) => topic.tag === tag)?.count
  expect(count('attack')).toBe(0)
  expect(count('stream')).toBe(2)
  expect(count('fun')).toBe(2)
})

test('topics no video carries are dropped from the filters; known ones are kept', () => {
  const wanted = filters({ tags: ['stream', 'no such topic'] })
  expect(knownFiltersOnly(wanted, seedVideos, undefined).tags).toEqual(['stream'])
  const known = filters({ tags: ['stream'] })
  expect(knownFiltersOnly(known, seedVideos, undefined)).toBe(known)
})

test('a category the back end does not have is dropped once its categories are known', () => {
  const wanted = filters({ category: 'Chess' })
  expect(knownFiltersOnly(wanted, seedVideos, undefined).category).toBe('Chess')
  expect(knownFiltersOnly(wanted, seedVideos, seedCategories).category).toBe('All')
  const known = filters({ category: 'Tutorial' })
  expect(knownFiltersOnly(known, seedVideos, seedCategories)).toBe(known)
})

test('"Also about": creator and topic matches the title search leaves out, in the same filters', () => {
  const titled = buildVideo({ _id: 'a', title: 'Tactics for beginners', tags: ['tactics'] })
  const topical = buildVideo({ _id: 'b', title: 'Brilliant moves', tags: ['Magnus Carlsen'] })
  const byCreator = buildVideo({ _id: 'c', title: 'Night stream', creator: 'Carlsen Fans' })
  const other = buildVideo({ _id: 'd', title: 'Endgames', tags: ['endgames'], level: 'advanced' })
  const videos = [titled, topical, byCreator, other]
  // The title match stays in the grid, not in "Also about".
  expect(ids(filterVideos(videos, filters({ query: 'tactics' })))).toEqual(['a'])
  expect(ids(alsoAbout(videos, filters({ query: 'tactics' })))).toEqual([])
  expect(ids(alsoAbout(videos, filters({ query: ' CARLSEN ' })))).toEqual(['b', 'c'])
  expect(ids(alsoAbout(videos, filters({ query: 'carlsen', level: 'advanced' })))).toEqual([])
  expect(ids(alsoAbout(videos, filters({ query: 'endgames' })))).toEqual([])
  expect(alsoAbout(videos, filters({ query: '  ' }))).toEqual([])
})

test('"Also about" finds a video by its lesson\'s opening, its ECO code too', () => {
  const lesson = buildVideo({
    _id: 'l',
    title: "Anand's Immortal",
    opening: { eco: 'D46', name: 'Semi-Slav Defense: Chigorin Defense' },
  })
  const videos = [lesson, buildVideo({ _id: 'x', title: 'Semi-Slav explained' })]
  expect(ids(alsoAbout(videos, filters({ query: 'Chigorin' })))).toEqual(['l'])
  expect(ids(alsoAbout(videos, filters({ query: 'semi-slav' })))).toEqual(['l'])
  expect(ids(filterVideos(videos, filters({ query: 'semi-slav' })))).toEqual(['x'])
  expect(ids(alsoAbout(videos, filters({ query: 'd46' })))).toEqual(['l'])
})

test('on the seed, "tactics" and "Carlsen" find the video that carries those topics', () => {
  for (const query of ['tactics', 'Carlsen'])
    expect(ids(alsoAbout(seedVideos, filters({ query })))).toContain('uW1ZUk6nkDE')
})

test('"Also about" is exactly the naive scan: creators and topics holding the text, titles not', () => {
  const creators = ['Anna Rudolf', 'GothamChess', 'Carlsen Fans']
  const withCreator = fc
    .tuple(arbitraryVideo, fc.constantFrom(...creators))
    .map(([video, creator]) => ({ ...video, creator }))
  fc.assert(
    fc.property(fc.array(withCreator, { maxLength: 30 }), arbitraryFilters, (videos, wanted) => {
      const needle = wanted.query.trim().toLocaleLowerCase()
      const holds = (text: string) => text.toLocaleLowerCase().includes(needle)
      const expected = videos.filter(
        (v) =>
          needle !== '' &&
          !holds(v.title) &&
          (holds(v.creator) || v.tags.some(holds)) &&
          (wanted.category === 'All' || v.category === wanted.category) &&
          (wanted.level === 'any' || v.level === wanted.level) &&
          wanted.tags.every((tag) => v.tags.includes(tag)),
      )
      expect(alsoAbout(videos, wanted)).toEqual(expected)
    }),
  )
})

test('a changed catalogue (a curator’s edit) is searched as it is now, not as it was', () => {
  const before = [buildVideo({ _id: 'a', title: 'Rook endings', creator: 'Anna' })]
  expect(ids(filterVideos(before, filters({ query: 'rook' })))).toEqual(['a'])
  const after = [{ ...before[0]!, title: 'Queen endings', creator: 'Rook Club' }]
  expect(filterVideos(after, filters({ query: 'rook' }))).toEqual([])
  expect(ids(alsoAbout(after, filters({ query: 'rook' })))).toEqual(['a'])
})

test('"Also about" finds a video by its lesson’s players, event and place (issue 59)', () => {
  const lesson = buildVideo({
    _id: 'l',
    title: "Anand's Immortal",
    lessonByline:
      'Aronian, Levon – Anand, Viswanathan · Tata Steel Masters · Wijk aan Zee NED · 2013',
  })
  const videos = [lesson, buildVideo({ _id: 'x', title: 'Tata Steel highlights' })]
  expect(ids(alsoAbout(videos, filters({ query: 'Aronian' })))).toEqual(['l'])
  expect(ids(alsoAbout(videos, filters({ query: 'wijk' })))).toEqual(['l'])
  expect(ids(alsoAbout(videos, filters({ query: 'tata steel' })))).toEqual(['l'])
  expect(ids(filterVideos(videos, filters({ query: 'tata steel' })))).toEqual(['x'])
})
