import fc from 'fast-check'
import { expect, test } from 'vitest'
import { CATEGORY_FILTERS } from '@/config/constants'
import { buildVideo } from '@/testing/test-server'
import { filterVideos } from './filter-videos'

const categories = ['Analysis', 'Tutorial', 'Casual'] as const

test('the filter keeps exactly the titles containing the text, ignoring case, in the chosen category', () => {
  const video = fc
    .record({
      _id: fc.uuid(),
      title: fc.string({ maxLength: 20 }),
      category: fc.constantFrom(...categories),
    })
    .map(buildVideo)
  fc.assert(
    fc.property(
      fc.array(video, { maxLength: 30 }),
      fc.string({ maxLength: 5 }),
      fc.constantFrom(...CATEGORY_FILTERS),
      (videos, query, category) => {
        const kept = filterVideos(videos, { query, category })
        const expected = videos.filter(
          (v) =>
            v.title.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()) &&
            (category === 'All' || v.category === category),
        )
        expect(kept).toEqual(expected)
      },
    ),
  )
})

test('matching ignores case in both the title and the query', () => {
  const videos = [
    buildVideo({ _id: 'a', title: 'Anand’s IMMORTAL' }),
    buildVideo({ _id: 'b', title: 'Openings' }),
  ]
  expect(filterVideos(videos, { query: 'immortal', category: 'All' }).map((v) => v._id)).toEqual([
    'a',
  ])
  expect(filterVideos(videos, { query: 'OPEN', category: 'All' }).map((v) => v._id)).toEqual(['b'])
})
