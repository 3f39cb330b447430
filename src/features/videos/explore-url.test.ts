import { expect, test } from 'vitest'
import { exploreUrl } from './explore-url'
import { readExploreFilters } from './read-explore-filters'
import { NO_FILTERS } from './filter-videos'

const read = (search: string) => readExploreFilters(new URLSearchParams(search))

test('every filter is written in the address, topics in order, commas plain', () => {
  expect(exploreUrl()).toBe('/explore')
  expect(
    exploreUrl({ category: 'Analysis', level: 'beginner', tags: ['stream', 'fun'], query: 'a b' }),
  ).toBe('/explore?category=Analysis&level=beginner&tags=fun,stream&q=a+b')
  expect(exploreUrl({ tags: ['game analysis'] })).toBe('/explore?tags=game+analysis')
})

test('an address reads back as the filters it was written from', () => {
  const filters = {
    category: 'Tutorial',
    level: 'advanced',
    tags: ['attack', 'game analysis'],
    query: 'x,y',
  } as const
  const url = new URL(exploreUrl({ ...filters, tags: [...filters.tags] }), 'http://gambit.test')
  expect(read(url.search)).toEqual({ ...filters, tags: [...filters.tags] })
})

test('unknown levels mean no filter; a category is read as written (Explore checks it against the categories)', () => {
  expect(read('level=expert')).toEqual(NO_FILTERS)
  expect(read('level=Beginner')).toEqual(NO_FILTERS)
  expect(read('category=Chess')).toEqual({ ...NO_FILTERS, category: 'Chess' })
  expect(read('category=')).toEqual(NO_FILTERS)
})

test('empty topics are dropped; topics are trimmed, lowercased and counted once', () => {
  expect(read('tags=').tags).toEqual([])
  expect(read('tags=,,').tags).toEqual([])
  expect(read('tags=%20Stream%20,fun,,stream').tags).toEqual(['stream', 'fun'])
})
