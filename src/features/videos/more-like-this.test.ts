import { expect, test } from 'vitest'
import { seedVideos } from '@/api/seed/videos'
import { buildVideo } from '@/testing/test-server'
import { MORE_LIKE_THIS, moreLikeThis } from './more-like-this'

const ids = (videos: { _id: string }[]) => videos.map((video) => video._id)

test('shared topics rank first, then the same creator, then the same category', () => {
  const video = buildVideo({ _id: 'me', creator: 'A', category: 'Casual', tags: ['x', 'y'] })
  const catalogue = [
    buildVideo({ _id: 'category', creator: 'B', category: 'Casual', tags: [] }),
    buildVideo({ _id: 'creator', creator: 'A', category: 'Tutorial', tags: [] }),
    buildVideo({ _id: 'one tag', creator: 'B', category: 'Tutorial', tags: ['y'] }),
    video,
    buildVideo({ _id: 'two tags', creator: 'B', category: 'Tutorial', tags: ['y', 'x'] }),
    buildVideo({ _id: 'creator and category', creator: 'A', category: 'Casual', tags: [] }),
    buildVideo({ _id: 'one tag, same creator', creator: 'A', category: 'Tutorial', tags: ['x'] }),
  ]
  expect(ids(moreLikeThis(video, catalogue))).toEqual([
    'two tags',
    'one tag, same creator',
    'one tag',
    'creator and category',
    'creator',
    'category',
  ])
})

test('never the video itself, nothing unrelated, ties in catalogue order, at most six', () => {
  const video = buildVideo({ _id: 'me', creator: 'A', category: 'Casual', tags: ['x'] })
  const unrelated = buildVideo({ _id: 'other', creator: 'B', category: 'Tutorial', tags: ['z'] })
  const alike = Array.from({ length: 8 }, (_, i) => buildVideo({ ...video, _id: `alike-${i}` }))
  const found = moreLikeThis(video, [unrelated, video, ...alike])
  expect(ids(found)).toEqual(ids(alike.slice(0, MORE_LIKE_THIS)))
  expect(moreLikeThis(video, [video, unrelated])).toEqual([])
})

test("Anand's Immortal: Agadmator's Grand Prix game first (shared topic and creator)", () => {
  const immortal = seedVideos.find((video) => video._id === 'Eas20kFpAYw')!
  const found = moreLikeThis(immortal, seedVideos)
  expect(found[0]?._id).toBe('nmu4FE79y_8')
  expect(ids(found)).not.toContain('Eas20kFpAYw')
  expect(found.length).toBeLessThanOrEqual(MORE_LIKE_THIS)
})
